import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isLabelScope } from '@navgan/domain/messages/catalogue';
import type { Approval } from '@navgan/domain/resources/approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeFieldLabel, readableDiff, shownFields } from '../../lib/access/change-values';
import { useCan } from '../../lib/access/use-access';
import { api } from '../../lib/api/api';
import { formatDate } from '../../lib/format/date';
import { catalogueOf } from '../../lib/i18n/i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifySuccess } from '../../lib/notify/notifier';
import { useResourceFields } from '../../resources/resource-forms';
import { ChangeValue } from '../../ui-kit/change-value';
import { approvalWhat, personName, statusColour } from './approval-text';
import { approvalsPath } from './approval-types';

/**
 * One request: who asked for what and when, the proposed change field by field (changed fields
 * highlighted), and for an approver of its resource accept / reject with an optional comment.
 */
export function ApprovalDialog({ approval, onClose }: { approval: Approval; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const mayDecide = useCan(approval.resource, 'approve') && approval.status === 'pending';
  const [comment, setComment] = useState('');
  // A resource's field labels are under its own name in the catalogue.
  const labels = isLabelScope(catalogueOf(locale), approval.resource) ? approval.resource : undefined;
  const fields = useResourceFields(approval.resource);
  const diff = useMemo(
    () =>
      shownFields(
        readableDiff(approval.before, approval.after).map((row) => [row.field, row] as [string, typeof row]),
        fields ?? null,
        labels,
      )
        .map(([, row]) => row)
        // Changed fields first, each group in the form's order.
        .sort((a, b) => Number(b.changed) - Number(a.changed)),
    [approval, fields, labels],
  );
  const decide = useMutation({
    mutationFn: (decision: 'accept' | 'reject') =>
      api.post<Approval>(
        `${approvalsPath}${approval.id}/${decision}/`,
        comment.trim() ? { comment: comment.trim() } : {},
      ),
    onSuccess: async (_answer, decision) => {
      notifySuccess(t(decision === 'accept' ? 'approvals.accepted' : 'approvals.rejected'));
      onClose();
      // An accepted change alters records of any resource, and the bell may hold this request.
      await queryClient.invalidateQueries();
    },
  });

  return (
    <Dialog
      open
      onClose={decide.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{approvalWhat(approval, t)}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
          <Chip
            size="small"
            color={statusColour[approval.status]}
            label={t(`approvals.statuses.${approval.status}`)}
          />
          <Typography>
            {t('approvals.requestedBy', {
              name: personName(approval.requested_by),
              when: formatDate(approval.requested_at, locale, 'dateTime'),
            })}
          </Typography>
        </Stack>
        {approval.decided_by ? (
          <Alert severity={approval.status === 'accepted' ? 'success' : 'error'} sx={{ mb: 2 }}>
            {t('approvals.decidedBy', {
              name: personName(approval.decided_by),
              when: approval.decided_at ? formatDate(approval.decided_at, locale, 'dateTime') : '',
            })}
            {approval.comment ? (
              <Box component="blockquote" sx={{ m: 0, mt: 0.5, fontStyle: 'italic' }}>
                {approval.comment}
              </Box>
            ) : null}
          </Alert>
        ) : null}
        {diff.length ? (
          <Table size="small" aria-label={t('approvals.changes')} sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('approvals.field')}</TableCell>
                <TableCell>{t('approvals.before')}</TableCell>
                <TableCell>{t('approvals.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {diff.map((row) => (
                <TableRow
                  key={row.field}
                  data-testid="approval-diff-row"
                  data-changed={row.changed}
                  sx={row.changed ? { bgcolor: 'rgba(245, 158, 11, 0.12)' } : undefined}
                >
                  <TableCell sx={{ fontWeight: row.changed ? 700 : 400 }}>
                    {changeFieldLabel(labels, row.field, locale, t)}
                  </TableCell>
                  <TableCell sx={{ color: row.changed ? 'text.secondary' : undefined }}>
                    {approval.action === 'add' ? (
                      '—'
                    ) : (
                      <ChangeValue
                        field={fields?.get(row.field)}
                        value={row.before}
                        record={approval.before}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={{ fontWeight: row.changed ? 600 : 400 }}>
                    {approval.action === 'delete' ? (
                      '—'
                    ) : (
                      <ChangeValue field={fields?.get(row.field)} value={row.after} record={approval.after} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('approvals.noChanges')}
          </Typography>
        )}
        {mayDecide ? (
          <TextField
            label={t('approvals.comment')}
            name="comment"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            fullWidth
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={decide.isPending}>
          {t('approvals.close')}
        </Button>
        {mayDecide ? (
          <>
            <Button
              color="error"
              variant="outlined"
              onClick={() => decide.mutate('reject')}
              loading={decide.isPending && decide.variables === 'reject'}
              disabled={decide.isPending}
            >
              {t('approvals.reject')}
            </Button>
            <Button
              color="success"
              variant="contained"
              onClick={() => decide.mutate('accept')}
              loading={decide.isPending && decide.variables === 'accept'}
              disabled={decide.isPending}
            >
              {t('approvals.accept')}
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
