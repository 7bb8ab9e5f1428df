import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { useTranslation } from 'react-i18next';
import type { Column, FormField, FormValues } from '../lib/define-resource';
import { useLocale } from '../lib/i18n/use-locale';
import { columnLabel } from '../lib/resource/display-text';
import { CellView } from './cell-view';
import { FieldView } from './fields/field-view';

/** A record's fields read-only, laid out as its form lays them out. */
export function FieldGrid({
  fields,
  values,
  labels,
}: {
  fields: readonly FormField[];
  values: FormValues;
  labels: LabelScope;
}) {
  return (
    <Grid component="dl" container spacing={{ xs: 2, sm: 3 }} sx={{ m: 0 }}>
      {fields.map((field) => (
        <Grid key={field.name} size={{ xs: 12, sm: field.span === 12 ? 12 : 6, md: field.span ?? 4 }}>
          <FieldView field={field} values={values} labels={labels} />
        </Grid>
      ))}
    </Grid>
  );
}

/** Read-only facts the server works out about a record (usage, state, a monthly total). */
export function FactGrid<R>({
  columns,
  record,
  labels,
}: {
  columns: readonly Column<R>[];
  record: R;
  labels: LabelScope;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Grid component="dl" container spacing={{ xs: 2, sm: 3 }} sx={{ m: 0 }}>
      {columns.map((column) => (
        <Grid
          key={column.field}
          size={{ xs: 12, sm: 6, md: 4 }}
          data-testid={column.testId ?? `fact-${column.field}`}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {columnLabel(column, labels, locale, t)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 500 }}>
            <CellView column={column} record={record} />
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
