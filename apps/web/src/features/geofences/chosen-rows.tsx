import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { LookupSource } from '../../lib/define-resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { lookupRowText } from '../../lib/resource/display-text';
import { useLookup } from '../../lib/resource/resource-queries';

/** The rows of a lookup a record points at (its vehicles, its tags), as chips; `emptyText` when none. */
export function ChosenRows({
  source,
  ids,
  emptyText,
}: {
  source: LookupSource;
  ids: number[];
  emptyText: string;
}) {
  const locale = useLocale();
  const rows = useLookup(source, undefined, ids.length > 0);
  if (ids.length === 0) return <>{emptyText}</>;
  if (rows.isPending) return <Skeleton variant="text" width={160} />;
  const chosen = (rows.data ?? []).filter((row) => ids.includes(row.id));
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {chosen.map((row) => (
        <Chip key={row.id} size="small" label={lookupRowText(row, source.rows, locale)} />
      ))}
    </Stack>
  );
}
