import AddRounded from '@mui/icons-material/AddRounded';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { addDays, isoDayIn } from '@navgan/domain/calendar-day';
import { pageSize } from '@navgan/domain/constants';
import type { Locale } from '@navgan/domain/locales';
import type { PlanEvaluationFigures, StopVisit } from '@navgan/domain/plan-evaluation';
import type { Plan } from '@navgan/domain/resources/plan';
import type { RoutePoint } from '@navgan/domain/route-simplify';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api/api';
import { saveBlob } from '../../lib/download';
import { formatDate, formatDay } from '../../lib/format/date';
import { formatNumber, formatPercent, localizeDigits } from '../../lib/format/number';
import { catalogueOf } from '../../lib/i18n/i18n';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { vehicleText } from '../../lib/resource/display-text';
import { pageCount } from '../../lib/resource/list-state';
import { resourceHref } from '../../lib/resource/resource-href';
import type { Page } from '../../lib/resource/resource-queries';
import { EmptyState } from '../../ui-kit/empty-state';
import { DateInput } from '../../ui-kit/fields/date-input';
import { LookupInput } from '../../ui-kit/fields/lookup-input';
import { vehicleSource } from '../../ui-kit/fields/vehicle-tag-fields';
import { ListPager } from '../../ui-kit/list-pager';
import { LoadFailedAlert } from '../../ui-kit/load-failed-alert';
import { PageHeading } from '../../ui-kit/page-heading';
import { SkeletonRows } from '../../ui-kit/skeleton-rows';
import { MapFallback } from './plan-page';

const PlanMap = lazy(() => import('./plan-map').then((m) => ({ default: m.PlanMap })));

interface Evaluated {
  plan: Plan;
  evaluation: PlanEvaluationFigures;
}
interface EvaluationDetail extends Evaluated {
  total_points: number;
  path: RoutePoint[];
}

const timingColour = { early: 'warning', on_time: 'success', late: 'error' } as const;

/** Reports → plans evaluation: plans of a range with their figures, one plan's stops and map. */
export function PlanEvaluationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const [params, setParams] = useSearchParams();
  const today = isoDayIn(new Date());
  const from = params.get('from') ?? addDays(today, -6);
  const to = params.get('to') ?? today;
  const vehicle = params.get('vehicle') ?? '';
  const page = Number(params.get('p') ?? '1') || 1;
  const selected = params.get('plan');
  const l = catalogueOf(locale).messages.planEvaluation;
  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const query = useMemo(
    () => ({
      start_range: from,
      stop_range: to,
      ...(vehicle ? { company_vehicle__id__in: vehicle } : {}),
    }),
    [from, to, vehicle],
  );
  const list = useQuery({
    queryKey: ['plans', 'evaluations', query, page],
    queryFn: ({ signal }) =>
      api.get<Page<Evaluated>>('plans/evaluations/', {
        query: page > 1 ? { ...query, p: page } : query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const blob = await api.get<Blob>('exports/plans/evaluations/', { query, responseType: 'blob' });
      saveBlob(blob, `plans-evaluation-${from}-${to}.xlsx`);
    } catch {
      // The global error handler has shown the failure.
    } finally {
      setExporting(false);
    }
  };
  const rows = list.data?.results ?? [];

  return (
    <>
      <PageHeading
        title={t(pageTitleKey('plansEvaluation'))}
        subtitle={t('reportFrame.rangeText', { start: formatDay(from, locale), stop: formatDay(to, locale) })}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={Link} to={resourceHref(lang, 'plans', 'list')} startIcon={<ListAltOutlined />}>
              {t('plans.allPlans')}
            </Button>
            <Button component={Link} to={resourceHref(lang, 'plans', 'add')} startIcon={<AddRounded />}>
              {t('plans.newPlan')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              loading={exporting}
              onClick={() => void download()}
              data-testid="plans-export"
            >
              {t('resource.export')}
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden', mb: 2.5 }}>
        <Grid container spacing={2} sx={{ p: 2 }}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DateInput
              name="from"
              label={t('plans.from')}
              value={from}
              onChange={(v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && update({ from: v, p: null })}
              onBlur={() => {}}
              required={false}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DateInput
              name="to"
              label={t('plans.to')}
              value={to}
              onChange={(v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && update({ to: v, p: null })}
              onBlur={() => {}}
              required={false}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LookupInput
              name="vehicle"
              label={l.vehicle}
              source={vehicleSource}
              value={vehicle}
              onChange={(v) => update({ vehicle: v, p: null })}
              onBlur={() => {}}
              required={false}
            />
          </Grid>
        </Grid>
        {list.isError && !list.data ? (
          <LoadFailedAlert onRetry={() => void list.refetch()} sx={{ m: 2 }} />
        ) : list.data && rows.length === 0 ? (
          <EmptyState
            icon={<AssessmentOutlined />}
            title={t('plans.emptyTitle')}
            body={t('plans.emptyEvaluationBody')}
            testId="plans-evaluation-empty"
          />
        ) : (
          <TableContainer>
            <Table size="small" data-testid="plans-evaluation-table">
              <TableHead>
                <TableRow>
                  {(
                    [
                      'day',
                      'title',
                      'vehicle',
                      'kind',
                      'visited',
                      'on_time',
                      'off_corridor_m',
                      'score',
                    ] as const
                  ).map((key) => (
                    <TableCell key={key}>{l[key]}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data ? (
                  rows.map(({ plan, evaluation: e }) => (
                    <TableRow
                      key={plan.id}
                      hover
                      selected={String(plan.id) === selected}
                      onClick={() => update({ plan: String(plan.id) })}
                      sx={{ cursor: 'pointer' }}
                      data-testid="plans-evaluation-row"
                    >
                      <TableCell>{formatDay(plan.day, locale)}</TableCell>
                      <TableCell>{plan.title}</TableCell>
                      <TableCell>
                        {plan.company_vehicle ? vehicleText(plan.company_vehicle, locale) : '—'}
                      </TableCell>
                      <TableCell>{l[`kind_${plan.kind}`]}</TableCell>
                      <TableCell>
                        {e.kind === 'stops'
                          ? t('plans.visitedOf', {
                              visited: formatNumber(e.visited, locale),
                              planned: formatNumber(e.planned_stops, locale),
                            })
                          : '—'}
                      </TableCell>
                      <TableCell>{e.kind === 'stops' ? formatNumber(e.on_time, locale) : '—'}</TableCell>
                      <TableCell>{e.route ? formatNumber(e.route.off_corridor_m, locale) : '—'}</TableCell>
                      <TableCell>
                        <ScoreChip score={e.score} locale={locale} />
                      </TableCell>
                    </TableRow>
                  ))
                ) : (
                  <SkeletonRows cells={8} />
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {list.data && list.data.count > pageSize ? (
          <ListPager
            page={page}
            pages={pageCount(list.data.count, pageSize)}
            onChange={(p) => update({ p: p > 1 ? String(p) : null })}
          />
        ) : null}
      </Paper>
      {selected ? <PlanEvaluationDetail id={selected} /> : null}
    </>
  );
}

function ScoreChip({ score, locale }: { score: number; locale: Locale }) {
  return (
    <Chip
      size="small"
      label={formatPercent(score, locale)}
      color={score >= 80 ? 'success' : score >= 50 ? 'warning' : 'error'}
      data-testid="plan-score"
    />
  );
}

/** One plan: the figures, planned vs travelled on the map, and each stop's visit. */
function PlanEvaluationDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const l = catalogueOf(locale).messages.planEvaluation;
  const detail = useQuery({
    queryKey: ['plans', 'evaluation', id],
    queryFn: ({ signal }) => api.get<EvaluationDetail>(`plans/${id}/evaluation/`, { signal }),
  });
  const data = detail.data;
  const points = useMemo(
    () =>
      data
        ? data.plan.kind === 'stops'
          ? data.evaluation.stops.map((s, i) => ({
              point: s.point,
              label: formatNumber(i + 1, locale),
              state: s.visited ? ('visited' as const) : ('missed' as const),
            }))
          : (data.plan.route ?? []).map((p, i) => ({ point: p, label: formatNumber(i + 1, locale) }))
        : [],
    [data, locale],
  );
  const path = useMemo(() => (data ? data.path.map((p) => [p[0], p[1]] as [number, number]) : []), [data]);
  if (detail.isError) return <LoadFailedAlert onRetry={() => void detail.refetch()} />;
  if (!data) return <Skeleton variant="rounded" height={480} />;
  const e = data.evaluation;
  const figures: [string, string][] =
    e.kind === 'stops'
      ? [
          [
            l.visited,
            t('plans.visitedOf', {
              visited: formatNumber(e.visited, locale),
              planned: formatNumber(e.planned_stops, locale),
            }),
          ],
          [l.missed, formatNumber(e.missed, locale)],
          [l.visited_pct, formatNumber(e.visited_pct, locale)],
          [l.on_time_pct, formatNumber(e.on_time_pct, locale)],
          [l.score, formatNumber(e.score, locale)],
        ]
      : [
          [l.travelled_m, formatNumber(e.route?.travelled_m ?? 0, locale)],
          [l.off_corridor_m, formatNumber(e.route?.off_corridor_m ?? 0, locale)],
          [l.max_deviation_m, formatNumber(e.route?.max_deviation_m ?? 0, locale)],
          [l.score, formatNumber(e.score, locale)],
        ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="plan-evaluation-detail">
      <Stack
        direction="row"
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h6" component="h2" color="primary.dark">
            {data.plan.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${formatDay(data.plan.day, locale)} · ${data.plan.company_vehicle ? vehicleText(data.plan.company_vehicle, locale) : ''}`}
          </Typography>
        </Box>
        <Button component={Link} to={resourceHref(lang, 'plans', 'view', data.plan.id)}>
          {t('plans.openPlan')}
        </Button>
      </Stack>
      <Grid container spacing={2} sx={{ mb: 2 }} data-testid="plan-evaluation-figures">
        {figures.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, sm: 4, md: 'grow' }}>
            <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h6">{value}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      {data.total_points === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="plan-no-positions">
          {t('plans.noPositions')}
        </Typography>
      ) : null}
      <Suspense fallback={<MapFallback height={380} />}>
        <PlanMap
          key={id}
          points={points}
          line={data.plan.route}
          connect={data.plan.kind === 'stops'}
          path={path}
          height={380}
        />
      </Suspense>
      {e.kind === 'stops' ? <StopVisits stops={e.stops} locale={locale} /> : null}
    </Paper>
  );
}

function StopVisits({ stops, locale }: { stops: StopVisit[]; locale: Locale }) {
  const l = catalogueOf(locale).messages.planEvaluation;
  const time = (iso: string | null) => (iso ? formatDate(iso, locale, 'time') : '—');
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" data-testid="plan-stop-visits">
        <TableHead>
          <TableRow>
            {(['stop', 'window', 'arrived_at', 'departed_at', 'dwell', 'timing', 'delay_min'] as const).map(
              (key) => (
                <TableCell key={key}>{l[key]}</TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {stops.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: stops are identified by their order
            <TableRow key={i} data-testid="plan-stop-visit" data-visited={s.visited ? 'true' : 'false'}>
              <TableCell>{`${formatNumber(i + 1, locale)}. ${s.name}`}</TableCell>
              <TableCell>
                {s.window_from || s.window_to
                  ? localizeDigits(`${s.window_from ?? ''}–${s.window_to ?? ''}`, locale)
                  : '—'}
              </TableCell>
              <TableCell>{time(s.arrived_at)}</TableCell>
              <TableCell>{time(s.departed_at)}</TableCell>
              <TableCell>
                {s.dwell_s === null ? '—' : formatNumber(Math.round(s.dwell_s / 60), locale)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={l[`timing_${s.timing ?? 'missed'}`]}
                  color={s.timing ? timingColour[s.timing] : 'default'}
                  variant={s.timing ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell>{s.delay_min === null ? '—' : formatNumber(s.delay_min, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
