import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Column } from '../lib/define-resource';
import { localizedTitle, type Titled } from '../lib/i18n/localized-title';
import { useLocale } from '../lib/i18n/use-locale';
import { cellText, lookupRowText, noValue, usagePercent } from '../lib/resource/display-text';
import { useLookup } from '../lib/resource/resource-queries';
import { Swatch } from './fields/swatch';
import { PlateView } from './plate/plate-view';

/** A list or view cell: drawn for plates, colours, lookup lists, usage bars, status and yes/no chips; otherwise its text. */
export function CellView<R>({ column, record }: { column: Column<R>; record: R }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const value: unknown = record[column.field];
  if (column.kind === 'plate') {
    // A plate, or a vehicle summary drawn by its plate.
    const plate =
      typeof value === 'string' ? value : (value as { license_plate?: unknown } | null)?.license_plate;
    if (typeof plate === 'string') return <PlateView plate={plate} />;
  }
  if (column.kind === 'swatch' && value && typeof value === 'object') {
    const colour = (value as { code?: string }).code;
    return (
      <Stack component="span" direction="row" sx={{ alignItems: 'center', display: 'inline-flex' }}>
        <Swatch colour={colour} />
        {localizedTitle(value as Titled, locale)}
      </Stack>
    );
  }
  if (column.kind === 'lookupList') return <LookupListCell column={column} value={value} />;
  const text = cellText(column, record, locale, t);
  if (column.kind === 'usage') {
    const percent = usagePercent(value, record[column.total]);
    return (
      <Box sx={{ minWidth: 120 }}>
        <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
          {text}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent >= 100 ? 'error' : percent >= 80 ? 'warning' : 'primary'}
          aria-label={text}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      </Box>
    );
  }
  if (column.kind === 'status') {
    const option = column.options.find((o) => o.value === String(value));
    return option ? <Chip size="small" label={text} color={option.color} /> : text;
  }
  if (column.kind === 'flag') {
    const on = value === true;
    return (
      <Chip
        size="small"
        label={text}
        color={on ? 'success' : 'default'}
        variant={on ? 'filled' : 'outlined'}
      />
    );
  }
  return <>{text}</>;
}

function LookupListCell<R>({ column, value }: { column: Column<R>; value: unknown }) {
  const locale = useLocale();
  const ids = Array.isArray(value) ? value.map(String) : typeof value === 'number' ? [String(value)] : [];
  const rows = useLookup(column.kind === 'lookupList' ? column.source : undefined, undefined, ids.length > 0);
  if (ids.length === 0) return <>{noValue}</>;
  const titles = ids.map((id) => {
    const row = rows.data?.find((r) => String(r.id) === id);
    return row && column.kind === 'lookupList' ? lookupRowText(row, column.source.rows, locale) : '…';
  });
  return <>{titles.join(locale === 'fa' ? '، ' : ', ')}</>;
}
