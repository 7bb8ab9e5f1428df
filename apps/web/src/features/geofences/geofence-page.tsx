import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Geofence,
  type GeofenceShape,
  geofenceInput,
  type TimeWindow,
} from '@navgan/domain/resources/geofence';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceRouteIds } from '../../lib/define-resource';
import { formatNumber, localizeDigits } from '../../lib/format/number';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import type { MessageKey } from '../../lib/i18n/message-key';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { fieldLabelOf } from '../../lib/resource/display-text';
import { idList } from '../../lib/resource/form-values';
import { resourceHref } from '../../lib/resource/resource-href';
import { tagSource, VehicleTagInputs, vehicleSource } from '../../ui-kit/fields/vehicle-tag-inputs';
import { PageHeading } from '../../ui-kit/page-heading';
import { EditButton, FormActions, SectionPaper } from '../../ui-kit/record-frame';
import { RecordLoader } from '../../ui-kit/record-loader';
import { useOwnFormSave } from '../../ui-kit/use-own-form-save';
import { ChosenRows } from './chosen-rows';
import { dayKeys, newWindow, TimeWindowsInput } from './time-windows-input';

// MapLibre and terra-draw are large: they load with the map, not with the route.
const FenceMap = lazy(() => import('./fence-map').then((m) => ({ default: m.FenceMap })));

const api = 'geofences/';
const route = 'geofence' as const;
const palette = ['#1e88e5', '#43a047', '#e53935', '#fb8c00', '#8e24aa', '#00897b'];
const fieldNames = Object.keys(geofenceInput.shape);

type Mode = 'add' | 'edit' | 'view';

interface Values {
  title: string;
  color: string;
  shape: GeofenceShape | null;
  max_speed: string;
  time_rule_mode: '' | 'allowed' | 'forbidden';
  time_windows: TimeWindow[];
  forbidden: boolean;
  company_vehicles: string;
  company_vehicle_tags: string;
}

const valuesOf = (fence: Geofence | undefined): Values => ({
  title: fence?.title ?? '',
  color: fence?.color ?? (palette[0] as string),
  shape: fence?.shape ?? null,
  max_speed: fence?.max_speed == null ? '' : String(fence.max_speed),
  time_rule_mode: fence?.time_rule_mode ?? '',
  time_windows: fence?.time_windows ?? [],
  forbidden: fence?.forbidden ?? false,
  company_vehicles: (fence?.company_vehicles ?? []).join(','),
  company_vehicle_tags: (fence?.company_vehicle_tags ?? []).join(','),
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
  const [values, setValues] = useState<Values>(() => valuesOf(fence));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const routeTitle = t(pageTitleKey(resourceRouteIds(route)[mode]));
  const label = (field: keyof Values) => fieldLabelOf('geofences', field, locale);
  const save = useOwnFormSave({
    api,
    route,
    mode,
    record: fence,
    schema: geofenceInput,
    labels: 'geofences',
    fieldNames,
    limits: { title: 100 },
    onErrors: setErrors,
  });
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  if (mode === 'view' && fence) {
    const windows = fence.time_windows;
    return (
      <>
        <PageHeading
          title={fence.title}
          subtitle={routeTitle}
          actions={<EditButton to={resourceHref(lang, route, 'edit', fence.id)} />}
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

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      ...values,
      time_rule_mode: values.time_rule_mode || null,
      time_windows: values.time_rule_mode ? values.time_windows : [],
      company_vehicles: idList(values.company_vehicles).map(Number),
      company_vehicle_tags: idList(values.company_vehicle_tags).map(Number),
    };
    save.submit(body);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={fence?.title ?? routeTitle}>
      <PageHeading
        title={fence?.title || routeTitle}
        subtitle={fence ? routeTitle : t('resource.requiredHint')}
      />
      <SectionPaper title={t('geofences.sectionArea')}>
        <Grid container spacing={{ xs: 2, sm: 2.5 }} sx={{ mb: 2 }}>
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
              {palette.map((color) => (
                <Box
                  key={color}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={values.color === color}
                  aria-label={color}
                  onClick={() => set('color', color)}
                  sx={{
                    width: 28,
                    height: 28,
                    borderRadius: '50%',
                    bgcolor: color,
                    cursor: 'pointer',
                    border: 3,
                    borderColor: values.color === color ? 'text.primary' : 'background.paper',
                    boxShadow: 1,
                  }}
                />
              ))}
              <Box
                component="input"
                type="color"
                aria-label={t('geofences.otherColor')}
                value={values.color}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => set('color', e.target.value)}
                sx={{ width: 36, height: 32, border: 0, background: 'none', cursor: 'pointer' }}
              />
            </Stack>
          </Grid>
        </Grid>
        <Suspense fallback={<MapFallback />}>
          <FenceMap
            shape={values.shape}
            color={values.color}
            editable
            onChange={(shape) => set('shape', shape)}
            error={errors.shape}
          />
        </Suspense>
      </SectionPaper>
      <SectionPaper title={t('geofences.sectionRules')}>
        <Grid container spacing={{ xs: 2, sm: 2.5 }}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              fullWidth
              name="max_speed"
              label={label('max_speed')}
              value={localizeDigits(values.max_speed, locale)}
              onChange={(e) => set('max_speed', e.target.value)}
              error={Boolean(errors.max_speed)}
              helperText={errors.max_speed ?? t('geofences.maxSpeedHelper')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormControlLabel
              control={
                <Switch
                  name="forbidden"
                  checked={values.forbidden}
                  onChange={(e) => set('forbidden', e.target.checked)}
                />
              }
              label={label('forbidden')}
            />
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('geofences.forbiddenHelper')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              select
              fullWidth
              name="time_rule_mode"
              label={label('time_rule_mode')}
              value={values.time_rule_mode}
              onChange={(e) => {
                const mode = e.target.value as Values['time_rule_mode'];
                set('time_rule_mode', mode);
                if (mode && values.time_windows.length === 0) set('time_windows', [newWindow()]);
              }}
            >
              <MenuItem value="">{t('geofences.noTimeRule')}</MenuItem>
              <MenuItem value="allowed">{t('geofences.mode_allowed')}</MenuItem>
              <MenuItem value="forbidden">{t('geofences.mode_forbidden')}</MenuItem>
            </TextField>
          </Grid>
          {values.time_rule_mode ? (
            <Grid size={12}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t(`geofences.windowsHelp_${values.time_rule_mode}` as MessageKey)}
              </Typography>
              <TimeWindowsInput value={values.time_windows} onChange={(w) => set('time_windows', w)} />
              {errors.time_windows ? (
                <Typography variant="caption" color="error" role="alert">
                  {errors.time_windows}
                </Typography>
              ) : null}
            </Grid>
          ) : null}
          <VehicleTagInputs
            label={label}
            vehicles={values.company_vehicles}
            tags={values.company_vehicle_tags}
            onVehicles={(v) => set('company_vehicles', v)}
            onTags={(v) => set('company_vehicle_tags', v)}
            vehicleError={errors.company_vehicles}
            tagError={errors.company_vehicle_tags}
          />
          <Grid size={12}>
            <Typography variant="caption" color="text.secondary">
              {t('geofences.appliesHelper')}
            </Typography>
          </Grid>
        </Grid>
      </SectionPaper>
      <FormActions mode={mode} cancelHref={save.cancelHref} pending={save.pending} />
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
