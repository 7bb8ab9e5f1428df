import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Rule, ruleInput } from '@navgan/domain/resources/rule';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResourceAbilities } from '../../lib/access/use-resource-abilities';
import { type FormField, resourceRouteIds } from '../../lib/define-resource';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageTitleKey } from '../../lib/paths';
import { fieldLabelOf, lookupRowText } from '../../lib/resource/display-text';
import { formToInput } from '../../lib/resource/form-values';
import { resourceHref } from '../../lib/resource/resource-href';
import { useLookup } from '../../lib/resource/resource-queries';
import { conditionText } from '../../resources/rules';
import { FieldControlGrid } from '../../ui-kit/field-grids';
import { tagSource, vehicleSource, vehicleTagFields } from '../../ui-kit/fields/vehicle-tag-fields';
import { PageHeading } from '../../ui-kit/page-heading';
import { EditButton, Fact, FormActions, SectionPaper } from '../../ui-kit/record-frame';
import { RecordLoader } from '../../ui-kit/record-loader';
import { useOwnRecordForm } from '../../ui-kit/use-own-record-form';
import { type ConditionRow, ConditionRows, emptyRow } from './condition-rows';

const api = 'rules/';
const route = 'rules' as const;
const mainFields: FormField[] = [
  { name: 'title', kind: 'text', span: 8 },
  { name: 'active', kind: 'switch', span: 4 },
];
const fields = [...mainFields, ...vehicleTagFields];

type Mode = 'add' | 'edit' | 'view';

/** The shared fields as text, and the rows as typed. */
type Values = {
  title: string;
  active: string;
  company_vehicles: string;
  company_vehicle_tags: string;
  conditions: ConditionRow[];
};

const valuesOf = (rule: Rule | undefined): Values => ({
  title: rule?.title ?? '',
  active: String(rule?.active ?? true),
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

const toInput = (values: Values) => ({
  ...formToInput(values, fields),
  conditions: values.conditions.map((row) => ({
    metric: row.metric || undefined,
    operator: row.operator || undefined,
    threshold: row.threshold,
    duration: row.duration,
  })),
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
  const may = useResourceAbilities(route);
  const routeTitle = t(pageTitleKey(resourceRouteIds(route)[mode]));
  const label = (field: string) => fieldLabelOf('rules', field, locale);
  const own = useOwnRecordForm({
    api,
    route,
    mode,
    record: rule,
    schema: ruleInput,
    labels: 'rules',
    fields,
    initial: valuesOf(rule),
    toInput,
  });

  if (mode === 'view' && rule) {
    return (
      <>
        <PageHeading
          title={rule.title}
          subtitle={routeTitle}
          actions={may.change ? <EditButton to={resourceHref(lang, route, 'edit', rule.id)} /> : undefined}
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

  const rowsError = own.errorOf('conditions');
  const shared = {
    facts: own.facts,
    labels: 'rules' as const,
    control: own.control,
    onChanged: () => undefined,
  };
  return (
    <Box component="form" noValidate onSubmit={own.submit} aria-label={rule?.title ?? routeTitle}>
      <PageHeading
        title={rule?.title || routeTitle}
        subtitle={rule ? routeTitle : t('resource.requiredHint')}
      />
      <SectionPaper title={t('rules.sectionMain')}>
        <FieldControlGrid fields={mainFields} {...shared} />
      </SectionPaper>
      <SectionPaper title={t('rules.sectionTargets')}>
        <FieldControlGrid fields={vehicleTagFields} {...shared} />
      </SectionPaper>
      <SectionPaper title={t('rules.sectionRows')}>
        {rowsError ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="rules-error">
            {rowsError}
          </Alert>
        ) : null}
        <Controller
          control={own.form.control}
          name="conditions"
          render={({ field }) => (
            <ConditionRows rows={field.value} onChange={field.onChange} error={rowsError} />
          )}
        />
      </SectionPaper>
      <FormActions mode={mode} cancelHref={own.cancelHref} pending={own.pending} />
      {own.prompt}
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
