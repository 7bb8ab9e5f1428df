import SendRounded from '@mui/icons-material/SendRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type {
  ReportSchedule,
  ReportScheduleRun,
  ScheduleRunStatus,
} from '@navgan/domain/resources/report-schedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/access/use-access';
import { api } from '../../lib/api/api';
import { formatDate, formatDay } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import type { MessageKey } from '../../lib/i18n/message-key';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifyInfo, notifySuccess } from '../../lib/notify/notifier';
import type { Page } from '../../lib/resource/resource-queries';
import { SectionCard } from '../../ui-kit/section-card';

const statusColour: Record<ScheduleRunStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'default',
  sent: 'success',
  retrying: 'warning',
  failed: 'error',
};

/** Failures the server names by a code; any other error is shown as it came. */
const knownErrors = new Set(['no_mail_settings', 'no_recipients', 'owner_inactive', 'owner_without_reports']);

/** Below a schedule's view: "send now" and its send history (newest first), with status chips. */
export function ScheduleHistory({ record }: { record: ReportSchedule }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const maySend = useCan('report_schedules', 'change');
  const path = `report-schedules/${record.id}/runs/`;
  const runs = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<Page<ReportScheduleRun>>(path, { signal }),
  });
  const send = useMutation({
    mutationFn: () => api.post<ReportScheduleRun>(`report-schedules/${record.id}/send/`, {}),
    onSuccess: async (run) => {
      if (run.status === 'sent') notifySuccess(t('reportSchedules.sent'));
      else notifyInfo(t('reportSchedules.sendFailed'));
      await queryClient.invalidateQueries({ queryKey: [path] });
    },
  });
  const errorText = (error: string) =>
    knownErrors.has(error) ? t(`reportSchedules.errors.${error}` as MessageKey) : error;
  const period = (run: ReportScheduleRun) =>
    run.period_from === run.period_to
      ? formatDay(run.period_from, locale)
      : t('reportSchedules.periodRange', {
          from: formatDay(run.period_from, locale),
          to: formatDay(run.period_to, locale),
        });
  const rows = runs.data?.results ?? [];

  return (
    <SectionCard
      title={t('reportSchedules.history')}
      testId="schedule-history"
      actions={
        maySend ? (
          <Button
            variant="contained"
            startIcon={<SendRounded sx={{ transform: locale === 'fa' ? 'scaleX(-1)' : undefined }} />}
            onClick={() => send.mutate()}
            disabled={send.isPending}
            data-testid="send-now"
          >
            {t('reportSchedules.sendNow')}
          </Button>
        ) : null
      }
    >
      {runs.isPending ? (
        <Stack spacing={1} aria-busy="true">
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('reportSchedules.historyEmpty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('reportSchedules.statusLabel')}</TableCell>
              <TableCell>{t('reportSchedules.period')}</TableCell>
              <TableCell>{t('reportSchedules.attemptedAt')}</TableCell>
              <TableCell>{t('reportSchedules.recipients')}</TableCell>
              <TableCell>{t('reportSchedules.size')}</TableCell>
              <TableCell>{t('reportSchedules.error')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((run) => (
              <TableRow key={run.id} data-testid="schedule-run">
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Chip
                      size="small"
                      color={statusColour[run.status]}
                      label={t(`reportSchedules.status.${run.status}`)}
                    />
                    <Typography variant="caption" color="text.secondary">
                      {t(run.manual ? 'reportSchedules.manual' : 'reportSchedules.scheduled')}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell>{period(run)}</TableCell>
                <TableCell>
                  {run.attempted_at ? formatDate(run.attempted_at, locale, 'dateTime') : '—'}
                </TableCell>
                <TableCell dir="ltr" sx={{ textAlign: 'start', wordBreak: 'break-all' }}>
                  {run.recipients.join(', ') || '—'}
                </TableCell>
                <TableCell>
                  {run.size === null
                    ? '—'
                    : t('reportSchedules.kb', {
                        size: formatNumber(Math.max(1, Math.round(run.size / 1024)), locale),
                      })}
                </TableCell>
                <TableCell>{run.error ? errorText(run.error) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
