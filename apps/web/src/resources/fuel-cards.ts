import { type FuelCard, fuelCardInput } from '@navgan/domain/resources/fuel-card';
import { defineResource, type FormSection } from '../lib/define-resource';
import { formFields, recordToFormValues } from '../lib/resource/form-values';

const vehicles = { path: 'vehicles/companies/summaries/', rows: 'vehicle' } as const;
const people = { path: 'drivers/summaries/', rows: 'person' } as const;

const form: FormSection<Extract<keyof typeof fuelCardInput.shape, string>>[] = [
  {
    title: 'resources.fuelCards.sectionCard',
    fields: [
      { name: 'title', kind: 'text' },
      { name: 'card_number', kind: 'text', digits: true, inputMode: 'numeric', ltr: true },
      { name: 'monthly_quota', kind: 'text', digits: true, inputMode: 'decimal' },
      { name: 'company_vehicle', kind: 'lookup', source: vehicles },
      { name: 'driver', kind: 'lookup', source: people },
      { name: 'is_active', kind: 'switch' },
    ],
  },
];

/** Fuel cards with their monthly quota (spec: fuel-card/list, add, edit/{id}, view/{id}). */
export const fuelCards = defineResource<FuelCard, typeof fuelCardInput>({
  name: 'fuelCards',
  schema: fuelCardInput,
  labels: 'fuel_cards',
  recordName: (card) => card.title,
  list: {
    columns: [
      { field: 'title', kind: 'text' },
      { field: 'card_number', kind: 'digits' },
      { field: 'company_vehicle', kind: 'vehicle' },
      { field: 'driver', kind: 'person' },
      {
        field: 'used_this_month',
        kind: 'usage',
        total: 'monthly_quota',
        label: 'resources.fuelCards.usedOfQuota',
      },
      { field: 'free_capacity', kind: 'number', label: 'resources.fuelCards.freeCapacity' },
      { field: 'is_active', kind: 'flag' },
    ],
    search: 'resources.fuelCards.searchPlaceholder',
    empty: { title: 'resources.fuelCards.emptyTitle', body: 'resources.fuelCards.emptyBody' },
  },
  form,
  defaults: { is_active: 'true' },
  toForm: (card) => ({
    ...recordToFormValues(card, formFields(form)),
    company_vehicle: card.company_vehicle ? String(card.company_vehicle.id) : '',
    driver: card.driver ? String(card.driver.id) : '',
  }),
  facts: {
    title: 'resources.fuelCards.sectionMonth',
    columns: [
      {
        field: 'used_this_month',
        kind: 'usage',
        total: 'monthly_quota',
        label: 'resources.fuelCards.usedOfQuota',
      },
      { field: 'free_capacity', kind: 'number', label: 'resources.fuelCards.freeCapacity' },
    ],
  },
});
