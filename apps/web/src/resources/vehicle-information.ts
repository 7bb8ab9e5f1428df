import { vehicleCostsInput } from '@navgan/domain/resources/vehicle-costs';
import { fuelTypes, vehicleTechnicalsInput } from '@navgan/domain/resources/vehicle-technicals';
import type { z } from 'zod';
import { enumOptions } from '../lib/define-resource';
import type { SingletonDefinition } from '../lib/define-screens';

type Information = Record<string, unknown>;

/** A vehicle's costs (`vehicles/companies/{id}/information/costs/`); PUT records them the first time. */
export const vehicleCosts: SingletonDefinition<Information> = {
  access: 'vehicles',
  schema: vehicleCostsInput,
  labels: 'vehicle_costs',
  fields: [
    { name: 'purchase_date', kind: 'date' },
    { name: 'purchase_price', kind: 'money' },
    { name: 'depreciation_per_hour', kind: 'money' },
    { name: 'other_cost_per_km', kind: 'money' },
    { name: 'monthly_parking', kind: 'money' },
    { name: 'monthly_tracking_subscription', kind: 'money' },
    { name: 'monthly_lease', kind: 'money' },
    { name: 'monthly_other', kind: 'money' },
    { name: 'description', kind: 'textarea', rows: 2, span: 12 },
  ],
  facts: [
    {
      field: 'monthly_fixed_total',
      kind: 'money',
      label: 'vehicleView.monthlyFixedTotal',
      testId: 'monthly-fixed-total',
    },
  ],
  // Costs edit the vehicle's own depreciation and per-km cost too.
  alsoRefresh: ['vehicles/companies/'],
  savedText: (_record, t, title) => t('vehicleView.informationSaved', { section: title }),
};

/** A vehicle's technical information (`vehicles/companies/{id}/information/technicals/`). */
export const vehicleTechnicals: SingletonDefinition<Information> = {
  access: 'vehicles',
  schema: vehicleTechnicalsInput as unknown as z.ZodObject,
  labels: 'vehicle_technicals',
  fields: [
    { name: 'engine_number', kind: 'text', digits: true, inputMode: 'text', ltr: true },
    { name: 'chassis_number', kind: 'text', digits: true, inputMode: 'text', ltr: true },
    { name: 'fuel_type', kind: 'enum', options: enumOptions(fuelTypes, (v) => `enums.fuelType.${v}`) },
    { name: 'tank_capacity_l', kind: 'text', digits: true, inputMode: 'text' },
    { name: 'nominal_consumption_l_per_100km', kind: 'text', digits: true, inputMode: 'text' },
    { name: 'tyre_size', kind: 'text', ltr: true },
    { name: 'axles', kind: 'number' },
    { name: 'empty_weight_kg', kind: 'number' },
    { name: 'gross_weight_kg', kind: 'number' },
  ],
  savedText: (_record, t, title) => t('vehicleView.informationSaved', { section: title }),
};
