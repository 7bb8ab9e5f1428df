import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isoDayIn } from '@navgan/domain/calendar-day';
import { toLatinDigits } from '@navgan/domain/digits';
import {
  corridorM,
  type Plan,
  planInput,
  planKinds,
  planStatuses,
  stopRadiusM,
} from '@navgan/domain/resources/plan';
import { lazy, Suspense, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useResourceAbilities } from '../../lib/access/use-resource-abilities';
import { enumOptions, type FormField, resourceRouteIds } from '../../lib/define-resource';
import { formatDay } from '../../lib/format/date';
import { formatNumber, localizeDigits } from '../../lib/format/number';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { getHref, pageTitleKey } from '../../lib/paths';
import { fieldLabelOf, vehicleText } from '../../lib/resource/display-text';
import { formToInput } from '../../lib/resource/form-values';
import { resourceHref } from '../../lib/resource/resource-href';
import { FieldControlGrid } from '../../ui-kit/field-grids';
import { FieldControl } from '../../ui-kit/fields/field-control';
import { vehicleSource } from '../../ui-kit/fields/vehicle-tag-fields';
import { PageHeading } from '../../ui-kit/page-heading';
import { EditButton, Fact, FormActions, SectionPaper } from '../../ui-kit/record-frame';
import { RecordLoader } from '../../ui-kit/record-loader';
import { useOwnRecordForm } from '../../ui-kit/use-own-record-form';
import type { LngLatPair } from './plan-map';

const PlanMap = lazy(() => import('./plan-map').then((m) => ({ default: m.PlanMap })));

const api = 'plans/';
const route = 'plans' as const;
const mainFields: FormField[] = [
  { name: 'title', kind: 'text', span: 6 },
  { name: 'company_vehicle', kind: 'lookup', source: vehicleSource, span: 6 },
  { name: 'day', kind: 'date', span: 3 },
  { name: 'start_time', kind: 'text', digits: true, ltr: true, span: 3 },
  { name: 'status', kind: 'enum', options: enumOptions(planStatuses, (s) => `plans.status.${s}`), span: 3 },
  { name: 'kind', kind: 'enum', options: enumOptions(planKinds, (k) => `plans.kind.${k}`), span: 3 },
  { name: 'notes', kind: 'textarea', rows: 2, span: 12 },
];
const corridorField: FormField = { name: 'corridor_m', kind: 'number' };
const fields = [...mainFields, corridorField];

type Mode = 'add' | 'edit' | 'view';

interface StopRow {
  name: string;
  point: LngLatPair;
  radius_m: string;
  window_from: string;
  window_to: string;
  dwell_min: string;
}

/** The shared fields as text; the stops and the route as the map and the rows edit them. */
type Values = {
  title: string;
  company_vehicle: string;
  day: string;
  start_time: string;
  kind: string;
  status: string;
  stops: StopRow[];
  route: LngLatPair[];
  corridor_m: string;
  notes: string;
};

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

const toInput = (values: Values) => ({
  ...formToInput(values, fields),
  stops: values.stops,
  route: values.kind === 'route' ? values.route : null,
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
  const may = useResourceAbilities(route);
  const routeTitle = t(pageTitleKey(resourceRouteIds(route)[mode]));
  const label = (field: string) => fieldLabelOf('plans', field, locale);
  const own = useOwnRecordForm({
    api,
    route,
    mode,
    record: plan,
    schema: planInput as unknown as z.ZodObject,
    labels: 'plans',
    fields,
    initial: valuesOf(plan),
    toInput,
  });
  const { form } = own;
  const [kind, stops, routePoints] = useWatch({ control: form.control, name: ['kind', 'stops', 'route'] });
  const mapPoints = useMemo(
    () =>
      (kind === 'stops' ? stops.map((s) => s.point) : routePoints).map((point, i) => ({
        point,
        label: formatNumber(i + 1, locale),
      })),
    [kind, stops, routePoints, locale],
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
              {may.change ? <EditButton to={resourceHref(lang, route, 'edit', plan.id)} /> : null}
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

  const set = <K extends 'stops' | 'route'>(field: K, value: Values[K]) =>
    form.setValue(field, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const setStop = (index: number, patch: Partial<StopRow>) =>
    set(
      'stops',
      stops.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    );
  const moveStop = (index: number, by: -1 | 1) => {
    const next = [...stops];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    set('stops', next);
  };
  const addPoint = (point: LngLatPair) => {
    if (kind === 'route') set('route', [...routePoints, point]);
    else
      set('stops', [
        ...stops,
        {
          name: t('plans.stopDefaultName', { n: formatNumber(stops.length + 1, locale) }),
          point,
          radius_m: String(stopRadiusM.default),
          window_from: '',
          window_to: '',
          dwell_min: '',
        },
      ]);
  };
  const movePoint = (index: number, point: LngLatPair) => {
    if (kind === 'route')
      set(
        'route',
        routePoints.map((p, i) => (i === index ? point : p)),
      );
    else setStop(index, { point });
  };
  const pointsError = kind === 'stops' ? own.errorOf('stops') : own.errorOf('route');
  const shared = {
    facts: own.facts,
    labels: 'plans' as const,
    control: own.control,
    onChanged: () => undefined,
  };

  return (
    <Box component="form" noValidate onSubmit={own.submit} aria-label={plan?.title ?? routeTitle}>
      <PageHeading
        title={plan?.title || routeTitle}
        subtitle={plan ? routeTitle : t('resource.requiredHint')}
      />
      <SectionPaper title={t('plans.sectionMain')}>
        <FieldControlGrid fields={mainFields} {...shared} />
      </SectionPaper>
      <SectionPaper title={kind === 'stops' ? label('stops') : label('route')}>
        {pointsError ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="plan-points-error">
            {pointsError}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t(kind === 'stops' ? 'plans.mapHintStops' : 'plans.mapHintRoute')}
        </Typography>
        <Suspense fallback={<MapFallback />}>
          <PlanMap
            points={mapPoints}
            line={kind === 'route' ? routePoints : null}
            connect={kind === 'stops'}
            editable
            onAdd={addPoint}
            onMove={movePoint}
          />
        </Suspense>
        {kind === 'stops' ? (
          <Stack spacing={1.5} sx={{ mt: 2 }} data-testid="plan-stop-rows">
            {stops.length === 0 ? <Typography color="text.secondary">{t('plans.noStops')}</Typography> : null}
            {stops.map((stop, i) => (
              <StopRowInputs
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
                key={i}
                index={i}
                stop={stop}
                count={stops.length}
                onChange={(patch) => setStop(i, patch)}
                onMove={(by) => moveStop(i, by)}
                onRemove={() =>
                  set(
                    'stops',
                    stops.filter((_s, j) => j !== i),
                  )
                }
              />
            ))}
          </Stack>
        ) : (
          <Grid container spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FieldControl
                field={corridorField}
                facts={own.facts.corridor_m ?? { required: false }}
                labels="plans"
                control={own.control}
                onChanged={() => undefined}
              />
            </Grid>
            <Grid size="auto">
              <Typography color="text.secondary" data-testid="route-point-count">
                {t('plans.routePoints', { n: formatNumber(routePoints.length, locale) })}
              </Typography>
            </Grid>
            <Grid size="auto">
              <Button
                onClick={() => set('route', routePoints.slice(0, -1))}
                disabled={routePoints.length === 0}
              >
                {t('plans.removeLastPoint')}
              </Button>
            </Grid>
          </Grid>
        )}
      </SectionPaper>
      <FormActions mode={mode} cancelHref={own.cancelHref} pending={own.pending} />
      {own.prompt}
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
