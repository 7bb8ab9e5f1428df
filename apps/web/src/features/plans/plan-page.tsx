import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { isoDayIn } from '@navgan/domain/calendar-day';
import { toLatinDigits } from '@navgan/domain/digits';
import {
  corridorM,
  type Plan,
  type PlanKind,
  planInput,
  planStatuses,
  stopRadiusM,
} from '@navgan/domain/resources/plan';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resourceRouteIds } from '../../lib/define-resource';
import { formatDay } from '../../lib/format/date';
import { formatNumber, localizeDigits } from '../../lib/format/number';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { getHref, pageTitleKey } from '../../lib/paths';
import { fieldLabelOf, vehicleText } from '../../lib/resource/display-text';
import { resourceHref } from '../../lib/resource/resource-href';
import { DateInput } from '../../ui-kit/fields/date-input';
import { LookupInput } from '../../ui-kit/fields/lookup-input';
import { vehicleSource } from '../../ui-kit/fields/vehicle-tag-inputs';
import { PageHeading } from '../../ui-kit/page-heading';
import { EditButton, Fact, FormActions, SectionPaper } from '../../ui-kit/record-frame';
import { RecordLoader } from '../../ui-kit/record-loader';
import { useOwnFormSave } from '../../ui-kit/use-own-form-save';
import type { LngLatPair } from './plan-map';

const PlanMap = lazy(() => import('./plan-map').then((m) => ({ default: m.PlanMap })));

const api = 'plans/';
const route = 'plans' as const;
const fieldNames = [
  'title',
  'company_vehicle',
  'day',
  'start_time',
  'kind',
  'status',
  'stops',
  'route',
  'corridor_m',
  'notes',
];

type Mode = 'add' | 'edit' | 'view';

interface StopRow {
  name: string;
  point: LngLatPair;
  radius_m: string;
  window_from: string;
  window_to: string;
  dwell_min: string;
}

interface Values {
  title: string;
  company_vehicle: string;
  day: string;
  start_time: string;
  kind: PlanKind;
  status: string;
  stops: StopRow[];
  route: LngLatPair[];
  corridor_m: string;
  notes: string;
}

const valuesOf = (plan: Plan | undefined): Values => ({
  title: plan?.title ?? '',
  company_vehicle: plan?.company_vehicle ? String(plan.company_vehicle.id) : '',
  // A new plan is for today unless the planner picks another day.
  day: plan?.day ?? isoDayIn(new Date()),
  start_time: plan?.start_time ?? '',
  kind: plan?.kind ?? 'stops',
  status: plan?.status ?? 'planned',
  stops: (plan?.stops ?? []).map((s) => ({
    name: s.name,
    point: s.point,
    radius_m: String(s.radius_m),
    window_from: s.window_from ?? '',
    window_to: s.window_to ?? '',
    dwell_min: s.dwell_min === null ? '' : String(s.dwell_min),
  })),
  route: plan?.route ?? [],
  corridor_m: String(plan?.corridor_m ?? corridorM.default),
  notes: plan?.notes ?? '',
});

export function MapFallback({ height = 420 }: { height?: number }) {
  return <Skeleton variant="rectangular" height={height} sx={{ borderRadius: 1 }} />;
}

/** Add, edit and view of a plan: its vehicle and day, and its stops or route drawn on the map. */
export function PlanPage({ mode }: { mode: Mode }) {
  return (
    <RecordLoader<Plan> api={api} route={route} mode={mode}>
      {(plan) => <PlanScreen key={`${mode}:${plan?.id ?? ''}`} mode={mode} plan={plan} />}
    </RecordLoader>
  );
}

function PlanScreen({ mode, plan }: { mode: Mode; plan: Plan | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const [values, setValues] = useState<Values>(() => valuesOf(plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const routeTitle = t(pageTitleKey(resourceRouteIds(route)[mode]));
  const label = (field: string) => fieldLabelOf('plans', field, locale);
  const save = useOwnFormSave({
    api,
    route,
    mode,
    record: plan,
    schema: planInput,
    labels: 'plans',
    fieldNames,
    limits: { title: 100, notes: 500 },
    onErrors: setErrors,
  });
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  const mapPoints = useMemo(
    () =>
      values.kind === 'stops'
        ? values.stops.map((s, i) => ({ point: s.point, label: formatNumber(i + 1, locale) }))
        : values.route.map((p, i) => ({ point: p, label: formatNumber(i + 1, locale) })),
    [values.kind, values.stops, values.route, locale],
  );

  if (mode === 'view' && plan) {
    return (
      <>
        <PageHeading
          title={plan.title}
          subtitle={routeTitle}
          actions={
            <Stack direction="row" spacing={1}>
              <Button
                component={Link}
                to={`${getHref(lang, 'plansEvaluation')}?plan=${plan.id}`}
                variant="outlined"
                startIcon={<AssessmentOutlined />}
              >
                {t('plans.evaluate')}
              </Button>
              <EditButton to={resourceHref(lang, route, 'edit', plan.id)} />
            </Stack>
          }
        />
        <SectionPaper title={t('plans.sectionMain')}>
          <Grid component="dl" container spacing={{ xs: 2, sm: 3 }} sx={{ m: 0 }}>
            <Fact label={label('company_vehicle')}>
              {plan.company_vehicle ? vehicleText(plan.company_vehicle, locale) : '—'}
            </Fact>
            <Fact label={label('day')}>{formatDay(plan.day, locale)}</Fact>
            <Fact label={label('start_time')}>
              {plan.start_time ? localizeDigits(plan.start_time, locale) : '—'}
            </Fact>
            <Fact label={label('kind')}>{t(`plans.kind.${plan.kind}`)}</Fact>
            <Fact label={label('status')}>{t(`plans.status.${plan.status}`)}</Fact>
            {plan.kind === 'route' ? (
              <Fact label={label('corridor_m')}>{formatNumber(plan.corridor_m, locale)}</Fact>
            ) : null}
            {plan.notes ? <Fact label={label('notes')}>{plan.notes}</Fact> : null}
          </Grid>
        </SectionPaper>
        <SectionPaper title={plan.kind === 'stops' ? label('stops') : label('route')}>
          <Suspense fallback={<MapFallback />}>
            <PlanMap points={mapPoints} line={plan.route} connect={plan.kind === 'stops'} />
          </Suspense>
          {plan.kind === 'stops' ? (
            <Stack component="ol" spacing={0.5} sx={{ m: 0, mt: 2, ps: 3 }} data-testid="plan-stops-view">
              {plan.stops.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: stops have no identity of their own
                <Typography component="li" key={i}>
                  {s.name}
                  {s.window_from || s.window_to
                    ? ` · ${localizeDigits(`${s.window_from ?? ''}–${s.window_to ?? ''}`, locale)}`
                    : ''}
                  {` · ${t('plans.radiusShort', { value: formatNumber(s.radius_m, locale) })}`}
                </Typography>
              ))}
            </Stack>
          ) : null}
        </SectionPaper>
      </>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.submit({
      ...values,
      stops: values.stops,
      route: values.kind === 'route' ? values.route : null,
    });
  };
  const setStop = (index: number, patch: Partial<StopRow>) =>
    set(
      'stops',
      values.stops.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    );
  const moveStop = (index: number, by: -1 | 1) => {
    const next = [...values.stops];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    set('stops', next);
  };
  const addPoint = (point: LngLatPair) => {
    if (values.kind === 'route') set('route', [...values.route, point]);
    else
      set('stops', [
        ...values.stops,
        {
          name: t('plans.stopDefaultName', { n: formatNumber(values.stops.length + 1, locale) }),
          point,
          radius_m: String(stopRadiusM.default),
          window_from: '',
          window_to: '',
          dwell_min: '',
        },
      ]);
  };
  const movePoint = (index: number, point: LngLatPair) => {
    if (values.kind === 'route')
      set(
        'route',
        values.route.map((p, i) => (i === index ? point : p)),
      );
    else setStop(index, { point });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={plan?.title ?? routeTitle}>
      <PageHeading
        title={plan?.title || routeTitle}
        subtitle={plan ? routeTitle : t('resource.requiredHint')}
      />
      <SectionPaper title={t('plans.sectionMain')}>
        <Grid container spacing={{ xs: 2, sm: 2.5 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              required
              name="title"
              label={label('title')}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LookupInput
              name="company_vehicle"
              label={label('company_vehicle')}
              source={vehicleSource}
              value={values.company_vehicle}
              onChange={(v) => set('company_vehicle', v)}
              onBlur={() => {}}
              required
              error={errors.company_vehicle}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DateInput
              name="day"
              label={label('day')}
              value={values.day}
              onChange={(v) => set('day', v)}
              onBlur={() => {}}
              required
              error={errors.day}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <ClockInput
              name="start_time"
              label={label('start_time')}
              value={values.start_time}
              onChange={(v) => set('start_time', v)}
              error={errors.start_time}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <TextField
              select
              fullWidth
              name="status"
              label={label('status')}
              value={values.status}
              onChange={(e) => set('status', e.target.value)}
            >
              {planStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`plans.status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={values.kind}
              onChange={(_e, kind: PlanKind | null) => kind && set('kind', kind)}
              aria-label={label('kind')}
              sx={{ height: 56 }}
            >
              <ToggleButton value="stops">{t('plans.kind.stops')}</ToggleButton>
              <ToggleButton value="route">{t('plans.kind.route')}</ToggleButton>
            </ToggleButtonGroup>
          </Grid>
          <Grid size={12}>
            <TextField
              fullWidth
              multiline
              minRows={2}
              name="notes"
              label={label('notes')}
              value={values.notes}
              onChange={(e) => set('notes', e.target.value)}
              error={Boolean(errors.notes)}
              helperText={errors.notes}
            />
          </Grid>
        </Grid>
      </SectionPaper>
      <SectionPaper title={values.kind === 'stops' ? label('stops') : label('route')}>
        {errors.stops || errors.route ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="plan-points-error">
            {values.kind === 'stops' ? errors.stops : errors.route}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t(values.kind === 'stops' ? 'plans.mapHintStops' : 'plans.mapHintRoute')}
        </Typography>
        <Suspense fallback={<MapFallback />}>
          <PlanMap
            points={mapPoints}
            line={values.kind === 'route' ? values.route : null}
            connect={values.kind === 'stops'}
            editable
            onAdd={addPoint}
            onMove={movePoint}
          />
        </Suspense>
        {values.kind === 'stops' ? (
          <Stack spacing={1.5} sx={{ mt: 2 }} data-testid="plan-stop-rows">
            {values.stops.length === 0 ? (
              <Typography color="text.secondary">{t('plans.noStops')}</Typography>
            ) : null}
            {values.stops.map((stop, i) => (
              <StopRowInputs
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
                key={i}
                index={i}
                stop={stop}
                count={values.stops.length}
                onChange={(patch) => setStop(i, patch)}
                onMove={(by) => moveStop(i, by)}
                onRemove={() =>
                  set(
                    'stops',
                    values.stops.filter((_s, j) => j !== i),
                  )
                }
              />
            ))}
          </Stack>
        ) : (
          <Grid container spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField
                fullWidth
                name="corridor_m"
                label={label('corridor_m')}
                value={localizeDigits(values.corridor_m, locale)}
                onChange={(e) => set('corridor_m', e.target.value)}
                error={Boolean(errors.corridor_m)}
                helperText={errors.corridor_m}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size="auto">
              <Typography color="text.secondary" data-testid="route-point-count">
                {t('plans.routePoints', { n: formatNumber(values.route.length, locale) })}
              </Typography>
            </Grid>
            <Grid size="auto">
              <Button
                onClick={() => set('route', values.route.slice(0, -1))}
                disabled={values.route.length === 0}
              >
                {t('plans.removeLastPoint')}
              </Button>
            </Grid>
          </Grid>
        )}
      </SectionPaper>
      <FormActions mode={mode} cancelHref={save.cancelHref} pending={save.pending} />
    </Box>
  );
}

/** An HH:mm field: the locale's digits shown, Latin digits kept, written left to right. */
function ClockInput(props: {
  name?: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  size?: 'small';
}) {
  const locale = useLocale();
  return (
    <TextField
      fullWidth
      size={props.size}
      name={props.name}
      label={props.label}
      placeholder={localizeDigits('08:00', locale)}
      value={localizeDigits(props.value, locale)}
      onChange={(e) => props.onChange(toLatinDigits(e.target.value))}
      error={Boolean(props.error)}
      helperText={props.error}
      sx={props.size ? { flex: 1 } : undefined}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
    />
  );
}

function StopRowInputs({
  index,
  stop,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  stop: StopRow;
  count: number;
  onChange(patch: Partial<StopRow>): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ alignItems: { md: 'center' } }}
      data-testid="plan-stop-row"
      data-lng={stop.point[0]}
      data-lat={stop.point[1]}
    >
      <Typography sx={{ minWidth: 28, fontWeight: 700 }}>{formatNumber(index + 1, locale)}</Typography>
      <TextField
        size="small"
        label={t('plans.stopName')}
        value={stop.name}
        onChange={(e) => onChange({ name: e.target.value })}
        sx={{ flex: 2 }}
      />
      <TextField
        size="small"
        label={t('plans.radius')}
        value={localizeDigits(stop.radius_m, locale)}
        onChange={(e) => onChange({ radius_m: e.target.value })}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <ClockInput
        size="small"
        label={t('plans.windowFrom')}
        value={stop.window_from}
        onChange={(v) => onChange({ window_from: v })}
      />
      <ClockInput
        size="small"
        label={t('plans.windowTo')}
        value={stop.window_to}
        onChange={(v) => onChange({ window_to: v })}
      />
      <TextField
        size="small"
        label={t('plans.dwell')}
        value={localizeDigits(stop.dwell_min, locale)}
        onChange={(e) => onChange({ dwell_min: e.target.value })}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Stack direction="row">
        <IconButton aria-label={t('plans.moveUp')} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUpwardRounded />
        </IconButton>
        <IconButton aria-label={t('plans.moveDown')} disabled={index === count - 1} onClick={() => onMove(1)}>
          <ArrowDownwardRounded />
        </IconButton>
        <IconButton aria-label={t('plans.removeStop')} onClick={onRemove}>
          <DeleteOutlineRounded />
        </IconButton>
      </Stack>
    </Stack>
  );
}
