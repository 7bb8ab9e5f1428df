import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { addDays, isoDayIn } from '@navgan/domain/calendar-day';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import { formatDate, formatDay } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { useLocale } from '../../lib/i18n/use-locale';
import { DateInput } from '../../ui-kit/fields/date-input';

/** A rebuild job as `stats/rollups/rebuild/` answers it. */
export interface RebuildJob {
  id: number;
  state: 'queued' | 'running' | 'done' | 'failed';
  start_range: string;
  stop_range: string;
  done: number;
  total: number;
  summary: { vehicle_days: number; trips: number } | null;
  error: string | null;
  finished: string | null;
}

const path = 'stats/rollups/rebuild/';
/** How often the card asks how far a running job got. */
const pollMs = 1_000;
const underWay = (job: RebuildJob | null | undefined) => job?.state === 'queued' || job?.state === 'running';

/**
 * Recomputing the derived figures (trips, stops, events, daily rollups) of some days from the
 * stored positions: the server runs it as a background job; the card shows its progress and
 * its outcome, and survives leaving the page (it reads the company's latest job).
 */
export function RollupRebuildCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const today = isoDayIn(new Date());
  const [range, setRange] = useState({ from: addDays(today, -6), to: today });
  const latest = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api.get<RebuildJob | null>(path, { signal }),
    refetchInterval: (query) => (underWay(query.state.data) ? pollMs : false),
  });
  const start = useMutation({
    mutationFn: () =>
      api.post<RebuildJob>(
        path,
        { start_range: range.from, stop_range: range.to },
        { fieldLabel: (field) => (field === 'start_range' ? t('reporting.from') : t('reporting.to')) },
      ),
    onSuccess: (job) => queryClient.setQueryData([path], job),
  });
  const job = latest.data;
  const running = underWay(job);
  const percent = job && job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }} aria-labelledby="rollup-rebuild-title">
      <Typography id="rollup-rebuild-title" variant="h6" component="h2" gutterBottom>
        {t('rebuild.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('rebuild.hint')}
      </Typography>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DateInput
            name="start_range"
            label={t('reporting.from')}
            value={range.from}
            onChange={(value) => setRange((r) => ({ ...r, from: value }))}
            onBlur={() => undefined}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DateInput
            name="stop_range"
            label={t('reporting.to')}
            value={range.to}
            onChange={(value) => setRange((r) => ({ ...r, to: value }))}
            onBlur={() => undefined}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Button
            variant="contained"
            onClick={() => start.mutate()}
            loading={start.isPending}
            disabled={running}
            fullWidth
          >
            {t('rebuild.start')}
          </Button>
        </Grid>
      </Grid>
      {job ? (
        <Box sx={{ mt: 2.5 }} aria-live="polite">
          {running ? (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t(job.state === 'queued' || job.total === 0 ? 'rebuild.queued' : 'rebuild.running', {
                  from: formatDay(job.start_range, locale),
                  to: formatDay(job.stop_range, locale),
                  done: formatNumber(job.done, locale),
                  total: formatNumber(job.total, locale),
                })}
              </Typography>
              <LinearProgress
                variant={job.total > 0 ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label={t('rebuild.progress')}
              />
            </>
          ) : job.state === 'done' ? (
            <Alert severity="success">
              {t('rebuild.done', {
                from: formatDay(job.start_range, locale),
                to: formatDay(job.stop_range, locale),
                when: job.finished ? formatDate(job.finished, locale, 'dateTime') : '',
                vehicleDays: formatNumber(job.summary?.vehicle_days ?? 0, locale),
                trips: formatNumber(job.summary?.trips ?? 0, locale),
              })}
            </Alert>
          ) : (
            <Alert severity="error">
              {t('rebuild.failed', {
                from: formatDay(job.start_range, locale),
                to: formatDay(job.stop_range, locale),
              })}
              {job.error ? (
                <Box component="span" dir="auto" sx={{ display: 'block', mt: 0.5 }}>
                  {job.error}
                </Box>
              ) : null}
            </Alert>
          )}
        </Box>
      ) : null}
    </Paper>
  );
}
