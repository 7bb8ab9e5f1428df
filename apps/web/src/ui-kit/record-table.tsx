import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../lib/define-resource';
import { useLocale } from '../lib/i18n/use-locale';
import { columnLabel } from '../lib/resource/display-text';
import { CellView } from './cell-view';
import { RowActions } from './row-actions';

const skeletonRows = 5;

export interface RecordTableProps<R extends { id: number }> {
  caption: string;
  columns: readonly Column<R>[];
  labels: LabelScope;
  /** Undefined while the first page loads: skeleton rows stand in. */
  rows: readonly R[] | undefined;
  /** Phones get one card per record instead of a table. */
  cards: boolean;
  nameOf(record: R): string;
  /** Screens of the record; without them (records kept in a dialog) `onEdit` opens it. */
  viewHref?(record: R): string;
  editHref?(record: R): string;
  onEdit?(record: R): void;
  /** Without it (the user may not delete) there is no delete button. */
  onDelete?(record: R): void;
  /** False when the user may not change records: no edit button. */
  canEdit?: boolean;
  /** The test id of each row (default 'record-row'). */
  rowTestId?: string;
  /** Buttons of a record's own before edit and delete. */
  extraActions?(record: R): ReactNode;
  /** What opens under one record's row (a policy's payments). */
  detail?: { openId: number | null; render(record: R): ReactNode };
}

/** The records of a list page: a table, or cards on phones. The first column links to the record. */
export function RecordTable<R extends { id: number }>(props: RecordTableProps<R>) {
  return props.cards ? <RecordCards {...props} /> : <RecordRows {...props} />;
}

function RecordRows<R extends { id: number }>(props: RecordTableProps<R>) {
  const { caption, columns, labels, rows, viewHref, onEdit, rowTestId = 'record-row', detail } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={caption}
        aria-busy={rows ? undefined : true}
        sx={{ minWidth: 640, '& td, & th': { px: 1.5 }, '& tbody td': { py: 1 } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.field}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'text.secondary' }}
              >
                {columnLabel(column, labels, locale, t)}
              </TableCell>
            ))}
            <TableCell
              align="right"
              sx={{ fontWeight: 700, color: 'text.secondary', width: 1, verticalAlign: 'bottom', py: 1.5 }}
            >
              {t('resource.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows
            ? rows.map((record) => (
                <Fragment key={record.id}>
                  <TableRow hover data-testid={rowTestId}>
                    {columns.map((column, index) => (
                      <TableCell
                        key={column.field}
                        data-testid={column.testId}
                        sx={{
                          ...(index === 0 ? { minWidth: 160 } : { whiteSpace: 'nowrap' }),
                          ...(column.tone ? { color: column.tone(record) } : {}),
                        }}
                      >
                        {index === 0 ? (
                          <Link
                            {...openProps(record, viewHref, onEdit)}
                            underline="hover"
                            sx={{ fontWeight: 600, textAlign: 'start' }}
                          >
                            <CellView column={column} record={record} />
                          </Link>
                        ) : (
                          <CellView column={column} record={record} />
                        )}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ py: '4px !important' }}>
                      <RecordActions record={record} table={props} />
                    </TableCell>
                  </TableRow>
                  {detail ? (
                    <TableRow>
                      <TableCell
                        colSpan={columns.length + 1}
                        sx={{ p: '0 !important', borderBottom: detail.openId === record.id ? undefined : 0 }}
                      >
                        <Collapse in={detail.openId === record.id} unmountOnExit>
                          {detail.render(record)}
                        </Collapse>
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              ))
            : Array.from({ length: skeletonRows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
                <TableRow key={row} data-testid="skeleton-row">
                  {columns.map((column) => (
                    <TableCell key={column.field}>
                      <Skeleton variant="text" width={`${60 + ((row * 7) % 30)}%`} />
                    </TableCell>
                  ))}
                  <TableCell>
                    <Skeleton variant="text" width={96} />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RecordCards<R extends { id: number }>(props: RecordTableProps<R>) {
  const { caption, columns, labels, rows, viewHref, onEdit, rowTestId = 'record-row', detail } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [first, ...rest] = columns;
  if (!rows) {
    return (
      <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
          <Skeleton key={index} variant="rounded" height={120} data-testid="skeleton-row" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ p: 2, m: 0, listStyle: 'none' }}>
      {rows.map((record) => (
        <Card component="li" key={record.id} data-testid={rowTestId}>
          <CardContent sx={{ pb: '12px !important' }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
            >
              {first ? (
                <Link
                  {...openProps(record, viewHref, onEdit)}
                  underline="hover"
                  variant="subtitle1"
                  sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere', pt: 0.5 }}
                >
                  <CellView column={first} record={record} />
                </Link>
              ) : null}
              <RecordActions record={record} table={props} />
            </Stack>
            {rest.length ? (
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 2,
                  rowGap: 0.5,
                  m: 0,
                  mt: 1,
                }}
              >
                {rest.map((column) => (
                  <Box key={column.field} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {columnLabel(column, labels, locale, t)}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      data-testid={column.testId}
                      sx={{
                        m: 0,
                        overflowWrap: 'anywhere',
                        ...(column.tone ? { color: column.tone(record) } : {}),
                      }}
                    >
                      <CellView column={column} record={record} />
                    </Typography>
                  </Box>
                ))}
              </Box>
            ) : null}
          </CardContent>
          {detail?.openId === record.id ? detail.render(record) : null}
        </Card>
      ))}
    </Stack>
  );
}

/** The first column opens the record: its view screen, or its dialog. */
function openProps<R>(record: R, viewHref?: (record: R) => string, onEdit?: (record: R) => void) {
  return viewHref
    ? ({ component: RouterLink, to: viewHref(record) } as const)
    : ({ component: 'button', type: 'button', onClick: () => onEdit?.(record) } as const);
}

/** View, edit, delete and the record's own buttons, as far as the user may. */
function RecordActions<R extends { id: number }>({
  record,
  table,
}: {
  record: R;
  table: RecordTableProps<R>;
}) {
  const { nameOf, viewHref, editHref, onEdit, onDelete, extraActions, canEdit = true } = table;
  return (
    <RowActions
      name={nameOf(record)}
      viewHref={viewHref?.(record)}
      editHref={canEdit ? editHref?.(record) : undefined}
      onEdit={canEdit && onEdit ? () => onEdit(record) : undefined}
      onDelete={onDelete ? () => onDelete(record) : undefined}
      extra={extraActions?.(record)}
    />
  );
}
