import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** Placeholder rows of a table whose first page is still loading. */
export function SkeletonRows({ rows = 3, cells }: { rows?: number; cells: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
    <TableRow key={row} data-testid="skeleton-row">
      {Array.from({ length: cells }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
        <TableCell key={cell}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}
