import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Geofence,
  type GeofenceShape,
  geofenceInput,
  type TimeWindow,
  timeRuleModes,
} from '@navgan/domain/resources/geofence';
import { lazy, type ReactNode, Suspense } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useResourceAbilities } from '../../lib/access/use-resource-abilities';
import { type EnumOption, type FormField, resourceRouteIds } from '../../lib/define-resource';
import { formatNumber, localizeDigits } from '../../lib/format/number';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import type { MessageKey } from '../../lib/i18n/message-key';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { fieldLabelOf } from '../../lib/resource/display-text';
import { formToInput } from '../../lib/resource/form-values';
import { resourceHref } from '../../lib/resource/resource-href';
import { FieldControlGrid } from '../../ui-kit/field-grids';
import { FieldControl } from '../../ui-kit/fields/field-control';
import { tagSource, vehicleSource, vehicleTagFields } from '../../ui-kit/fields/vehicle-tag-fields';
import { PageHeading } from '../../ui-kit/page-heading';
import { EditButton, FormActions, SectionPaper } from '../../ui-kit/record-frame';
import { RecordLoader } from '../../ui-kit/record-loader';
import { useOwnRecordForm } from '../../ui-kit/use-own-record-form';
import { ChosenRows } from './chosen-rows';
import { dayKeys, newWindow, TimeWindowsInput } from './time-windows-input';

// MapLibre and terra-draw are large: they load with the map, not with the route.
const FenceMap = lazy(() => import('./fence-map').then((m) => ({ default: m.FenceMap })));

const api = 'geofences/';
const route = 'geofence' as const;
const palette = ['#1e88e5', '#43a047', '#e53935', '#fb8c00', '#8e24aa', '#00897b'];
const timeRuleModeOptions: EnumOption[] = timeRuleModes.map((mode) => ({
  value: mode,
  label: `geofences.mode_${mode}`,
}));
const titleField: FormField = { name: 'title', kind: 'text', span: 6 };
const ruleFields: FormField[] = [
  { name: 'max_speed', kind: 'number', helper: 'geofences.maxSpeedHelper' },
  { name: 'forbidden', kind: 'switch', helper: 'geofences.forbiddenHelper' },
  { name: 'time_rule_mode', kind: 'enum', options: timeRuleModeOptions, none: 'geofences.noTimeRule' },
];
const fields = [titleField, ...ruleFields, ...vehicleTagFields];

type Mode = 'add' | 'edit' | 'view';

/** The shared fields as text; the colour, the shape and the time windows as the screen edits them. */
type Values = {
  title: string;
  color: string;
  shape: GeofenceShape | null;
  max_speed: string;
  time_rule_mode: string;
  time_windows: TimeWindow[];
  forbidden: string;
  company_vehicles: string;
  company_vehicle_tags: string;
};

const valuesOf = (fence: Geofence | undefined): Values => ({
  title: fence?.title ?? '',
  color: fence?.color ?? (palette[0] as string),
  shape: fence?.shape ?? null,
  max_speed: fence?.max_speed == null ? '' : String(fence.max_speed),
  time_rule_mode: fence?.time_rule_mode ?? '',
  time_windows: fence?.time_windows ?? [],
  forbidden: String(fence?.forbidden ?? false),
  company_vehicles: (fence?.company_vehicles ?? []).join(','),
  company_vehicle_tags: (fence?.company_vehicle_tags ?? []).join(','),
});

const toInput = (values: Values) => ({
  ...formToInput(values, fields),
  shape: values.shape,
  time_rule_mode: values.time_rule_mode || null,
  time_windows: values.time_rule_mode ? values.time_windows : [],
});

/** Add, edit and view of a geofence: its shape drawn on the map, its rules beside it. */
export function GeofencePage({ mode }: { mode: Mode }) {
  return (
    <RecordLoader<Geofence> api={api} route={route} mode={mode}>
      {(fence) => <GeofenceScreen key={`${mode}:${fence?.id ?? ''}`} mode={mode} fence={fence} />}
    </RecordLoader>
  );
}

function MapFallback() {
  return <Skeleton variant="rounded" height={440} data-testid="map-skeleton" />;
}

function GeofenceScreen({ mode, fence }: { mode: Mode; fence: Geofence | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const may = useResourceAbilities(route);
  const routeTitle = t(pageTitleKey(resourceRouteIds(route)[mode]));
  const label = (field: string) => fieldLabelOf('geofences', field, locale);
  const own = useOwnRecordForm({
    api,
    route,
    mode,
    record: fence,
    schema: geofenceInput as unknown as z.ZodObject,
    labels: 'geofences',
    fields,
    initial: valuesOf(fence),
    toInput,
  });
  const { form } = own;
  const [color, timeRuleMode] = useWatch({ control: form.control, name: ['color', 'time_rule_mode'] });

  if (mode === 'view' && fence) {
    const windows = fence.time_windows;
    return (
      <>
        <PageHeading
          title={fence.title}
          subtitle={routeTitle}
          actions={may.change ? <EditButton to={resourceHref(lang, route, 'edit', fence.id)} /> : undefined}
        />
        <SectionPaper title={t('geofences.sectionArea')}>
          <Suspense fallback={<MapFallback />}>
            <FenceMap shape={fence.shape} color={fence.color} editable={false} />
          </Suspense>
        </SectionPaper>
        <SectionPaper title={t('geofences.sectionRules')}>
          <Grid component="dl" container spacing={{ xs: 2, sm: 3 }} sx={{ m: 0 }}>
            <Fact label={label('color')}>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Box component="span" sx={{ width: 18, height: 18, borderRadius: 1, bgcolor: fence.color }} />
                <span dir="ltr">{fence.color}</span>
              </Box>
            </Fact>
            <Fact label={label('max_speed')}>
              {fence.max_speed === null ? t('geofences.noLimit') : formatNumber(fence.max_speed, locale)}
            </Fact>
            <Fact label={label('forbidden')}>{t(fence.forbidden ? 'resource.yes' : 'resource.no')}</Fact>
            <Fact label={label('time_rule_mode')}>
              {fence.time_rule_mode
                ? t(`geofences.mode_${fence.time_rule_mode}` as MessageKey)
                : t('geofences.noTimeRule')}
            </Fact>
            {windows.length > 0 ? (
              <Fact label={label('time_windows')} wide>
                {windows.map((w) => (
                  <Typography key={`${w.days.join()}${w.from}${w.to}`} variant="body2">
                    {w.days.map((d) => t(dayKeys[d] as MessageKey)).join(locale === 'fa' ? '، ' : ', ')}{' '}
                    {localizeDigits(`${w.from}–${w.to}`, locale)}
                  </Typography>
                ))}
              </Fact>
            ) : null}
            <Fact label={label('company_vehicles')} wide>
              <ChosenRows
                source={vehicleSource}
                ids={fence.company_vehicles}
                emptyText={t('geofences.allVehicles')}
              />
            </Fact>
            <Fact label={label('company_vehicle_tags')} wide>
              <ChosenRows
                source={tagSource}
                ids={fence.company_vehicle_tags}
                emptyText={t('geofences.noTags')}
              />
            </Fact>
          </Grid>
        </SectionPaper>
      </>
    );
  }

  const shared = { facts: own.facts, labels: 'geofences' as const, control: own.control };
  const setColor = (next: string) => form.setValue('color', next, { shouldDirty: true });
  return (
    <Box component="form" noValidate onSubmit={own.submit} aria-label={fence?.title ?? routeTitle}>
      <PageHeading
        title={fence?.title || routeTitle}
        subtitle={fence ? routeTitle : t('resource.requiredHint')}
      />
      <SectionPaper title={t('geofences.sectionArea')}>
        <Grid container spacing={{ xs: 2, sm: 2.5 }} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FieldControl
              field={titleField}
              facts={own.facts.title ?? { required: true }}
              labels="geofences"
              control={own.control}
              onChanged={() => undefined}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', height: '100%' }}
              role="radiogroup"
              aria-label={label('color')}
            >
              <Typography variant="body2" color="text.secondary" sx={{ me: 1 }}>
                {label('color')}
              </Typography>
              {palette.map((choice) => (
                <Box
                  key={choice}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={color === choice}
                  aria-label={choice}
                  onClick={() => setColor(choice)}
                  sx={{
                    width: 28,
                    height: 28,
                    borderRadius: '50%',
                    bgcolor: choice,
                    cursor: 'pointer',
                    border: 3,
                    borderColor: color === choice ? 'text.primary' : 'background.paper',
                    boxShadow: 1,
                  }}
                />
              ))}
              <Box
                component="input"
                type="color"
                aria-label={t('geofences.otherColor')}
                value={color}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => setColor(e.target.value)}
                sx={{ width: 36, height: 32, border: 0, background: 'none', cursor: 'pointer' }}
              />
            </Stack>
          </Grid>
        </Grid>
        <Controller
          control={form.control}
          name="shape"
          render={({ field }) => (
            <Suspense fallback={<MapFallback />}>
              <FenceMap
                shape={field.value}
                color={color ?? ''}
                editable
                onChange={field.onChange}
                error={own.errorOf('shape')}
              />
            </Suspense>
          )}
        />
      </SectionPaper>
      <SectionPaper title={t('geofences.sectionRules')}>
        <FieldControlGrid
          fields={ruleFields}
          {...shared}
          onChanged={(name) => {
            // A time rule starts with one window to edit.
            if (name === 'time_rule_mode' && form.getValues('time_windows').length === 0)
              form.setValue('time_windows', [newWindow()], { shouldDirty: true });
          }}
        />
        {timeRuleMode ? (
          <Box sx={{ mt: 2.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t(`geofences.windowsHelp_${timeRuleMode}` as MessageKey)}
            </Typography>
            <Controller
              control={form.control}
              name="time_windows"
              render={({ field }) => <TimeWindowsInput value={field.value} onChange={field.onChange} />}
            />
            {own.errorOf('time_windows') ? (
              <Typography variant="caption" color="error" role="alert">
                {own.errorOf('time_windows')}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <Box sx={{ mt: 2.5 }}>
          <FieldControlGrid fields={vehicleTagFields} {...shared} onChanged={() => undefined} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('geofences.appliesHelper')}
          </Typography>
        </Box>
      </SectionPaper>
      <FormActions mode={mode} cancelHref={own.cancelHref} pending={own.pending} />
      {own.prompt}
    </Box>
  );
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Grid size={{ xs: 12, sm: wide ? 12 : 6, md: wide ? 12 : 3 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 500 }}>
        {children}
      </Typography>
    </Grid>
  );
}
