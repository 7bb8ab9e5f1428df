import { type Service, serviceInput, serviceTypes } from '@navgan/domain/resources/service';
import { defineResource, enumOptions, type FormSection, type StatusOption } from '../lib/define-resource';
import { vehicleText } from '../lib/resource/display-text';
import { formFields, recordToFormValues } from '../lib/resource/form-values';

const typeOptions = enumOptions(serviceTypes, (v) => `enums.serviceType.${v}`);
const dueOptions: StatusOption[] = [
  { value: 'ok', label: 'enums.serviceDue.ok', color: 'success' },
  { value: 'soon', label: 'enums.serviceDue.soon', color: 'warning' },
  { value: 'overdue', label: 'enums.serviceDue.overdue', color: 'error' },
];
const vehicles = { path: 'vehicles/companies/summaries/', rows: 'vehicle' } as const;

const form: FormSection<Extract<keyof typeof serviceInput.shape, string>>[] = [
  {
    title: 'resources.services.sectionService',
    fields: [
      { name: 'company_vehicle', kind: 'lookup', source: vehicles },
      { name: 'service_type', kind: 'enum', options: typeOptions },
      { name: 'date', kind: 'date' },
      { name: 'price', kind: 'money' },
      { name: 'distance', kind: 'number' },
      { name: 'description', kind: 'textarea', rows: 2, span: 12 },
    ],
  },
  {
    title: 'resources.services.sectionNext',
    fields: [
      { name: 'day_interval', kind: 'number', span: 6 },
      { name: 'meter_interval', kind: 'number', span: 6 },
      { name: 'next_date', kind: 'date', span: 6, helper: 'resources.services.nextHelper' },
      { name: 'next_distance', kind: 'number', span: 6 },
      { name: 'notify_days_before', kind: 'number', span: 6 },
      { name: 'notify_km_before', kind: 'number', span: 6 },
    ],
  },
];

/** Periodic services (spec: service/list, add, edit/{id}, view/{id}) with when the next is due. */
export const services = defineResource<Service, typeof serviceInput>({
  name: 'services',
  schema: serviceInput,
  labels: 'services',
  recordName: (service, locale) => vehicleText(service.company_vehicle, locale),
  list: {
    columns: [
      { field: 'company_vehicle', kind: 'vehicle' },
      { field: 'service_type', kind: 'enum', options: typeOptions },
      { field: 'date', kind: 'day' },
      { field: 'next_date', kind: 'day' },
      { field: 'next_distance', kind: 'number' },
      { field: 'due', kind: 'status', options: dueOptions, label: 'resources.services.due' },
    ],
    empty: { title: 'resources.services.emptyTitle', body: 'resources.services.emptyBody' },
  },
  form,
  // A computed next date or distance stays empty when editing, so it follows the interval again.
  toForm: (service, mode) => ({
    ...recordToFormValues(service, formFields(form)),
    company_vehicle: String(service.company_vehicle.id),
    ...(mode === 'edit' && service.next_date_computed ? { next_date: '' } : {}),
    ...(mode === 'edit' && service.next_distance_computed ? { next_distance: '' } : {}),
  }),
  facts: {
    title: 'resources.services.due',
    columns: [{ field: 'due', kind: 'status', options: dueOptions, label: 'resources.services.due' }],
  },
});
