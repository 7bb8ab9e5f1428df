import type { Locale } from '@navgan/domain/locales';
import { type Rule, type RuleCondition, ruleInput } from '@navgan/domain/resources/rule';
import { defineResource } from '../lib/define-resource';
import { formatNumber } from '../lib/format/number';
import { catalogueOf } from '../lib/i18n/i18n';

/** "Speed (km/h) > 80 for 2 min" in the locale's digits. */
export function conditionText(condition: RuleCondition, locale: Locale, minutesUnit: string): string {
  const metric = catalogueOf(locale).messages.ruleMetrics[condition.metric];
  // The comparison kept left to right: in Persian text '>' would otherwise be mirrored.
  const base = `${metric} \u2066${condition.operator} ${formatNumber(condition.threshold, locale)}\u2069`;
  return condition.duration ? `${base} · ${formatNumber(condition.duration, locale)} ${minutesUnit}` : base;
}

/** Rules (spec: rules/list, add, edit/{id}, view/{id}); the form with its rows is features/rules. */
export const rules = defineResource<Rule, typeof ruleInput>({
  name: 'rules',
  schema: ruleInput,
  labels: 'rules',
  recordName: (rule) => rule.title,
  list: {
    columns: [
      { field: 'title', kind: 'text' },
      {
        field: 'conditions',
        kind: 'computed',
        text: (rule, locale, t) =>
          rule.conditions
            .map((c) => conditionText(c, locale, t('rules.minutesUnit')))
            .join(locale === 'fa' ? '، ' : ', '),
      },
      { field: 'active', kind: 'flag' },
      { field: 'created', kind: 'moment', label: 'rules.created' },
    ],
    search: 'rules.searchPlaceholder',
    empty: { title: 'rules.emptyTitle', body: 'rules.emptyBody' },
  },
  form: [],
});
