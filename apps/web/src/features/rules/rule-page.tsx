import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { submitErrorKey } from '@navgan/domain/form-errors';
import { type Rule, ruleInput, ruleLabels } from '@navgan/domain/resources/rule';
import { validationMessages } from '@navgan/domain/validation-messages';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pageTitleKey } from '../../app/paths';
import { isApiError } from '../../lib/api/api-error';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { notifyError, notifySuccess } from '../../lib/notify/notifier';
import { lookupRowText } from '../../lib/resource/display-text';
import { idList } from '../../lib/resource/form-values';
import { resourceHref } from '../../lib/resource/resource-href';
import { useLookup, useSaveRecord } from '../../lib/resource/resource-queries';
import { checkBody } from '../../lib/resource/schema-errors';
import { serverFieldErrors } from '../../lib/resource/server-field-errors';
import { resourceRouteIds } from '../../resources/define-resource';
import { conditionText } from '../../resources/rules';
import { MultiLookupInput } from '../resources/fields/multi-lookup-input';
import { PageHeading } from '../resources/page-heading';
import { RecordLoader } from '../resources/record-loader';
import { type ConditionRow, ConditionRows, emptyRow } from './condition-rows';

const api = 'rules/';
const route = 'rules' as const;
const vehicleSource = { path: 'vehicles/companies/summaries/', rows: 'vehicle' as const };
const tagSource = { path: 'vehicles/companies/tags/summaries/' };
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
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(() => valuesOf(rule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRecord<Rule>(api, (field) => ruleLabels[locale][field]);
  const routeTitle = t(pageTitleKey(resourceRouteIds(route)[mode]));
  const label = (field: string) => ruleLabels[locale][field] ?? field;
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
          actions={
            <Button
              component={Link}
              to={resourceHref(lang, route, 'edit', rule.id)}
              variant="contained"
              startIcon={<EditRounded />}
            >
              {t('resource.edit')}
            </Button>
          }
        />
        <Section title={t('rules.sectionRows')}>
          <Stack component="ol" spacing={1} sx={{ m: 0, ps: 3 }} data-testid="rule-rows-view">
            {rule.conditions.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
              <Typography component="li" key={i}>
                {conditionText(c, locale, t('rules.minutesUnit'))}
              </Typography>
            ))}
          </Stack>
        </Section>
        <Section title={t('rules.sectionTargets')}>
          <Grid component="dl" container spacing={{ xs: 2, sm: 3 }} sx={{ m: 0 }}>
            <Fact label={label('active')}>{t(rule.active ? 'resource.yes' : 'resource.no')}</Fact>
            <Fact label={label('company_vehicles')}>
              <Titles source={vehicleSource} ids={rule.company_vehicles} />
            </Fact>
            <Fact label={label('company_vehicle_tags')}>
              <Titles source={tagSource} ids={rule.company_vehicle_tags} />
            </Fact>
          </Grid>
        </Section>
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
    const checked = checkBody(ruleInput, body, ruleLabels, locale, { title: 100 });
    if (!checked.ok) {
      setErrors(checked.errors);
      notifyError([{ messages: [validationMessages[locale][submitErrorKey(checked.keys)]] }]);
      return;
    }
    save.mutate(
      { ...(rule ? { id: String(rule.id) } : {}), values: checked.value },
      {
        onSuccess: (saved) => {
          notifySuccess(t(mode === 'add' ? 'resource.created' : 'resource.updated', { name: saved.title }));
          navigate(resourceHref(lang, route, 'view', saved.id), { replace: true });
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 400) return;
          setErrors(Object.fromEntries(serverFieldErrors(error.body, fieldNames)));
        },
      },
    );
  };

  const cancelHref = rule ? resourceHref(lang, route, 'view', rule.id) : resourceHref(lang, route, 'list');

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={rule?.title ?? routeTitle}>
      <PageHeading
        title={rule?.title || routeTitle}
        subtitle={rule ? routeTitle : t('resource.requiredHint')}
      />
      <Section title={t('rules.sectionMain')}>
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
      </Section>
      <Section title={t('rules.sectionTargets')}>
        <Grid container spacing={{ xs: 2, sm: 2.5 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <MultiLookupInput
              name="company_vehicles"
              label={label('company_vehicles')}
              source={vehicleSource}
              value={values.company_vehicles}
              onChange={(v) => set('company_vehicles', v)}
              onBlur={() => {}}
              required={false}
              error={errors.company_vehicles}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <MultiLookupInput
              name="company_vehicle_tags"
              label={label('company_vehicle_tags')}
              source={tagSource}
              value={values.company_vehicle_tags}
              onChange={(v) => set('company_vehicle_tags', v)}
              onBlur={() => {}}
              required={false}
              error={errors.company_vehicles ? ' ' : undefined}
            />
          </Grid>
        </Grid>
      </Section>
      <Section title={t('rules.sectionRows')}>
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
      </Section>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button component={Link} to={cancelHref} variant="outlined" disabled={save.isPending}>
          {t('resource.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ minWidth: 140 }}>
          {mode === 'add' ? t('resource.save') : t('resource.saveChanges')}
        </Button>
      </Stack>
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, mb: 2.5 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2.5, color: 'primary.dark' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 500 }}>
        {children}
      </Typography>
    </Grid>
  );
}
