import { type Fine, fineInput, fineTypes } from '@navgan/domain/resources/fine';
import { defineResource, enumOptions } from '../lib/define-resource';
import { vehicleText } from '../lib/resource/display-text';
import { formFields, recordToFormValues } from '../lib/resource/form-values';

const fineTypeOptions = enumOptions(fineTypes, (v) => `enums.fineType.${v}`);

/** Traffic fines (spec: fines/list, add, edit/{id}, view/{id}). */
export const fines = defineResource<Fine, typeof fineInput>({
  name: 'fines',
  schema: fineInput,
  labels: 'fines',
  recordName: (fine, locale) => (fine.company_vehicle ? vehicleText(fine.company_vehicle, locale) : ''),
  list: {
    columns: [
      { field: 'occurred_at', kind: 'moment' },
      { field: 'company_vehicle', kind: 'vehicle' },
      { field: 'driver', kind: 'person' },
      { field: 'fine_type', kind: 'enum', options: fineTypeOptions },
      { field: 'amount', kind: 'money' },
      { field: 'paid', kind: 'flag' },
    ],
    search: 'resources.fines.searchPlaceholder',
    empty: { title: 'resources.fines.emptyTitle', body: 'resources.fines.emptyBody' },
  },
  form: [
    {
      title: 'resources.fines.sectionOffence',
      fields: [
        {
          name: 'company_vehicle',
          kind: 'lookup',
          source: { path: 'vehicles/companies/summaries/', rows: 'vehicle' },
        },
        {
          name: 'driver',
          kind: 'lookup',
          source: { path: 'drivers/summaries/', rows: 'person' },
          helper: 'resources.fines.driverHelper',
        },
        { name: 'occurred_at', kind: 'datetime' },
        { name: 'fine_type', kind: 'enum', options: fineTypeOptions },
        { name: 'amount', kind: 'money' },
        { name: 'location', kind: 'text' },
        { name: 'description', kind: 'textarea', span: 12, rows: 2 },
      ],
    },
    {
      title: 'resources.fines.sectionPayment',
      fields: [
        { name: 'paid', kind: 'switch' },
        { name: 'paid_at', kind: 'date' },
      ],
    },
  ],
  defaults: { paid: 'false' },
  toForm: (fine, mode) => {
    const values = recordToFormValues(fine, formFields(fines.form));
    values.company_vehicle = fine.company_vehicle ? String(fine.company_vehicle.id) : '';
    // A driver taken from the assignment stays unchosen when editing, so the server takes it again.
    const chosen = fine.driver && (mode === 'view' || !fine.driver_from_assignment);
    values.driver = chosen && fine.driver ? String(fine.driver.id) : '';
    return values;
  },
  viewNotes: (fine) => (fine.driver_from_assignment ? ['resources.fines.driverFromAssignment'] : []),
});
