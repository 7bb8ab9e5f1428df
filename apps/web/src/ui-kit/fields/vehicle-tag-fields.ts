import type { FormField } from '../../lib/define-resource';

export const vehicleSource = { path: 'vehicles/companies/summaries/', rows: 'vehicle' as const };
export const tagSource = { path: 'vehicles/companies/tags/summaries/' };

/** What a geofence or a rule applies to: some of the company's vehicles and vehicle tags, side by side. */
export const vehicleTagFields: FormField[] = [
  { name: 'company_vehicles', kind: 'multiLookup', source: vehicleSource, span: 6 },
  { name: 'company_vehicle_tags', kind: 'multiLookup', source: tagSource, span: 6 },
];
