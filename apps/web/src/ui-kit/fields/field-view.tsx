import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { useTranslation } from 'react-i18next';
import type { FormField, FormValues } from '../../lib/define-resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { fieldLabelOf, fieldValueText } from '../../lib/resource/display-text';
import { useLookup } from '../../lib/resource/resource-queries';
import { PlateView } from '../plate/plate-view';
import { Swatch, swatchOf } from './swatch';

interface FieldViewProps {
  field: FormField;
  values: FormValues;
  labels: LabelScope;
}

/** One field of the view screen: its label and its value as people read it. */
export function FieldView({ field, values, labels }: FieldViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const value = values[field.name] ?? '';
  const source = field.kind === 'lookup' || field.kind === 'multiLookup' ? field.source : undefined;
  const parentValue = source?.parent ? values[source.parent.field] : undefined;
  const rows = useLookup(source, parentValue, value !== '');
  const label = fieldLabelOf(labels, field.name, locale);
  const text = fieldValueText(field, value, locale, t, rows.data);
  const selected = rows.data?.find((row) => String(row.id) === value);
  const ltr = field.kind === 'text' && field.ltr && value !== '';

  return (
    <Box data-testid={`view-${field.name}`} sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mt: 0.25, fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {field.kind === 'plate' && value !== '' ? (
          <PlateView plate={value} size="large" />
        ) : field.kind === 'lookup' && field.source.swatch && selected ? (
          <>
            <Swatch colour={swatchOf(selected, field.source.swatch)} />
            {text}
          </>
        ) : ltr ? (
          <span dir="ltr">{text}</span>
        ) : (
          text
        )}
      </Typography>
    </Box>
  );
}
