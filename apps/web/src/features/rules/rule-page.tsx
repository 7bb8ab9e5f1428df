import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Rule, ruleInput } from '@navgan/domain/resources/rule';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceRouteIds } from '../../lib/define-resource';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { fieldLabelOf, lookupRowText } from '../../lib/resource/display-text';
import { idList } from '../../lib/resource/form-values';
import { resourceHref } from '../../lib/resource/resource-href';
import { useLookup } from '../../lib/resource/resource-queries';
import { conditionText } from '../../resources/rules';
import { tagSource, VehicleTagInputs, vehicleSource } from '../../ui-kit/fields/vehicle-tag-inputs';
import { PageHeading } from '../../ui-kit/page-heading';
import { EditButton, Fact, FormActions, SectionPaper } from '../../ui-kit/record-frame';
import { RecordLoader } from '../../ui-kit/record-loader';
import { useOwnFormSave } from '../../ui-kit/use-own-form-save';
import { type ConditionRow, ConditionRows, emptyRow } from './condition-rows';

const api = 'rules/';
const route = 'rules' as const;
const fieldNames = ['title', 'active', 'company_vehicles', 'company_vehicle_tags', 'conditions'];

type Mode = 'add' | 'edit' | 'view';

interface Values {
  title: string;
  active: boolean;
  company_vehicles: string;
  company_vehicle_tags: string;
  conditions: ConditionRow[];
}

const valuesOf = (rule: Rule | undefined): Values => ({
  title: rule?.title ?? '',
  active: rule?.active ?? true,
  company_vehicles: (rule?.company_vehicles ?? []).join(','),
  company_vehicle_tags: (rule?.company_vehicle_tags ?? []).join(','),
  conditions: rule
    ? rule.conditions.map((c) => ({
        metric: c.metric,
        operator: c.operator,
        threshold: String(c.threshold),
        duration: c.duration === null ? '' : String(c.duration),
      }))
    : [emptyRow()],
});

/** Add, edit and view of a rule: its rows and the vehicles or tags it watches. */
export function RulePage({ mode }: { mode: Mode }) {
  return (
    <RecordLoader<Rule> api={api} route={route} mode={mode}>
      {(rule) => <RuleScreen key={`${mode}:${rule?.id ?? ''}`} mode={mode} rule={rule} />}
    </RecordLoader>
  );
}

function RuleScreen({ mode, rule }: { mode: Mode; rule: Rule | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const [values, setValues] = useState<Values>(() => valuesOf(rule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const routeTitle = t(pageTitleKey(resourceRouteIds(route)[mode]));
  const label = (field: string) => fieldLabelOf('rules', field, locale);
  const save = useOwnFormSave({
    api,
    route,
    mode,
    record: rule,
    schema: ruleInput,
    labels: 'rules',
    fieldNames,
    limits: { title: 100 },
    onErrors: setErrors,
  });
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      // Choosing a vehicle or a tag answers the one message both share.
      if (field === 'company_vehicle_tags') delete next.company_vehicles;
      return next;
    });
  };

  if (mode === 'view' && rule) {
    return (
      <>
        <PageHeading
          title={rule.title}
          subtitle={routeTitle}
          actions={<EditButton to={resourceHref(lang, route, 'edit', rule.id)} />}
        />
        <SectionPaper title={t('rules.sectionRows')}>
          <Stack component="ol" spacing={1} sx={{ m: 0, ps: 3 }} data-testid="rule-rows-view">
            {rule.conditions.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
              <Typography component="li" key={i}>
                {conditionText(c, locale, t('rules.minutesUnit'))}
              </Typography>
            ))}
          </Stack>
        </SectionPaper>
        <SectionPaper title={t('rules.sectionTargets')}>
          <Grid component="dl" container spacing={{ xs: 2, sm: 3 }} sx={{ m: 0 }}>
            <Fact label={label('active')}>{t(rule.active ? 'resource.yes' : 'resource.no')}</Fact>
            <Fact label={label('company_vehicles')}>
              <Titles source={vehicleSource} ids={rule.company_vehicles} />
            </Fact>
            <Fact label={label('company_vehicle_tags')}>
              <Titles source={tagSource} ids={rule.company_vehicle_tags} />
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
      company_vehicles: idList(values.company_vehicles).map(Number),
      company_vehicle_tags: idList(values.company_vehicle_tags).map(Number),
      conditions: values.conditions.map((row) => ({
        metric: row.metric || undefined,
        operator: row.operator || undefined,
        threshold: row.threshold,
        duration: row.duration,
      })),
    };
    save.submit(body);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={rule?.title ?? routeTitle}>
      <PageHeading
        title={rule?.title || routeTitle}
        subtitle={rule ? routeTitle : t('resource.requiredHint')}
      />
      <SectionPaper title={t('rules.sectionMain')}>
        <Grid container spacing={{ xs: 2, sm: 2.5 }}>
          <Grid size={{ xs: 12, md: 8 }}>
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
          <Grid size={{ xs: 12, md: 4 }}>
            <FormControlLabel
              control={<Switch checked={values.active} onChange={(e) => set('active', e.target.checked)} />}
              label={label('active')}
            />
          </Grid>
        </Grid>
      </SectionPaper>
      <SectionPaper title={t('rules.sectionTargets')}>
        <Grid container spacing={{ xs: 2, sm: 2.5 }}>
          <VehicleTagInputs
            label={label}
            vehicles={values.company_vehicles}
            tags={values.company_vehicle_tags}
            onVehicles={(v) => set('company_vehicles', v)}
            onTags={(v) => set('company_vehicle_tags', v)}
            vehicleError={errors.company_vehicles}
            tagError={errors.company_vehicles ? ' ' : undefined}
          />
        </Grid>
      </SectionPaper>
      <SectionPaper title={t('rules.sectionRows')}>
        {errors.conditions ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="rules-error">
            {errors.conditions}
          </Alert>
        ) : null}
        <ConditionRows
          rows={values.conditions}
          onChange={(rows) => set('conditions', rows)}
          error={errors.conditions}
        />
      </SectionPaper>
      <FormActions mode={mode} cancelHref={save.cancelHref} pending={save.pending} />
    </Box>
  );
}

function Titles({ source, ids }: { source: { path: string; rows?: 'vehicle' }; ids: number[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = useLookup(source, undefined, ids.length > 0);
  if (ids.length === 0) return <>{t('rules.none')}</>;
  const names = (rows.data ?? [])
    .filter((row) => ids.includes(row.id))
    .map((row) => lookupRowText(row, source.rows, locale));
  return <>{names.join(locale === 'fa' ? '، ' : ', ')}</>;
}
