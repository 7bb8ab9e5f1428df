import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { localizedTitle, type Titled } from '../../lib/i18n/localized-title';
import { useLocale } from '../../lib/i18n/use-locale';
import { cellText, noValue } from '../../lib/resource/display-text';
import { useLookup } from '../../lib/resource/resource-queries';
import type { Column } from '../../resources/define-resource';
import { Swatch } from './fields/swatch';
import { PlateView } from './plate/plate-view';

/** A list cell: drawn for plates, colours and lookup lists, otherwise the cell's text. */
export function CellView<R>({ column, record }: { column: Column<R>; record: R }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const value: unknown = record[column.field];
  if (column.kind === 'plate' && typeof value === 'string') return <PlateView plate={value} />;
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
  return <>{cellText(column, record, locale, t)}</>;
}

function LookupListCell<R>({ column, value }: { column: Column<R>; value: unknown }) {
  const locale = useLocale();
  const ids = Array.isArray(value) ? value.map(String) : [];
  const rows = useLookup(column.kind === 'lookupList' ? column.source : undefined, undefined, ids.length > 0);
  if (ids.length === 0) return <>{noValue}</>;
  const titles = ids.map((id) => {
    const row = rows.data?.find((r) => String(r.id) === id);
    return row ? localizedTitle(row, locale) : '…';
  });
  return <>{titles.join(locale === 'fa' ? '، ' : ', ')}</>;
}
