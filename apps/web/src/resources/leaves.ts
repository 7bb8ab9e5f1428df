import { type Leave, leaveInput, leaveKinds, leaveSpanText } from '@navgan/domain/resources/leave';
import { defineResource, enumOptions, type FormSection } from '../lib/define-resource';
import { formatNumber } from '../lib/format/number';
import { personText } from '../lib/resource/display-text';
import { formFields, recordToFormValues } from '../lib/resource/form-values';

const kindOptions = enumOptions(leaveKinds, (v) => `enums.leaveKind.${v}`);
const hourly = { field: 'kind', value: 'hourly' };

const form: FormSection<Extract<keyof typeof leaveInput.shape, string>>[] = [
  {
    title: 'resources.leaves.sectionMain',
    fields: [
      { name: 'driver', kind: 'lookup', source: { path: 'drivers/summaries/', rows: 'person' } },
      { name: 'kind', kind: 'enum', options: kindOptions },
      { name: 'approved', kind: 'switch' },
      { name: 'start', kind: 'date', timeWhen: hourly, span: 6 },
      { name: 'end', kind: 'date', timeWhen: hourly, span: 6 },
      { name: 'description', kind: 'textarea', rows: 2, span: 12 },
    ],
  },
];

/**
 * Driver leaves (spec: drivers-leaves/list, add, edit/{id}, view/{id}): daily ones as a range of
 * days, hourly ones as two moments of one day; the server's overlap error shows under the start.
 */
export const leaves = defineResource<Leave, typeof leaveInput>({
  name: 'leaves',
  schema: leaveInput,
  labels: 'leaves',
  recordName: (leave) => personText(leave.driver),
  list: {
    columns: [
      { field: 'driver', kind: 'person' },
      { field: 'kind', kind: 'enum', options: kindOptions },
      {
        field: 'start',
        kind: 'computed',
        label: 'resources.leaves.span',
        text: (leave, locale) => leaveSpanText(leave, locale),
      },
      {
        field: 'duration',
        kind: 'computed',
        label: 'resources.leaves.duration',
        text: (leave, locale, t) =>
          `${formatNumber(leave.duration, locale)} ${t(leave.kind === 'daily' ? 'resources.leaves.days' : 'resources.leaves.hours')}`,
      },
      { field: 'approved', kind: 'flag' },
    ],
    search: 'resources.leaves.searchPlaceholder',
    empty: { title: 'resources.leaves.emptyTitle', body: 'resources.leaves.emptyBody' },
  },
  form,
  defaults: { kind: 'daily', approved: 'true' },
  toForm: (leave) => ({ ...recordToFormValues(leave, formFields(form)), driver: String(leave.driver.id) }),
  nonFieldErrorsOn: 'start',
});
