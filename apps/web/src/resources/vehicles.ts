import { type Vehicle, vehicleInput } from '@navgan/domain/resources/vehicle';
import { lazy } from 'react';
import { defineResource } from '../lib/define-resource';

const tagSource = { path: 'vehicles/companies/tags/summaries/' };
const typeSource = { path: 'vehicles/' };

/** Vehicles (spec: cars/list, add, edit/{id}, view/{id}; section 3's vehicle fields). */
export const vehicles = defineResource<Vehicle, typeof vehicleInput>({
  name: 'vehicles',
  schema: vehicleInput,
  labels: 'vehicles',
  recordName: (vehicle) => vehicle.name,
  list: {
    columns: [
      { field: 'license_plate', kind: 'plate' },
      { field: 'name', kind: 'text' },
      { field: 'vehicle', kind: 'title' },
      { field: 'color', kind: 'swatch' },
      { field: 'driver', kind: 'person' },
      { field: 'company_vehicle_tags', kind: 'lookupList', source: tagSource },
    ],
    search: 'resources.vehicles.searchPlaceholder',
    empty: { title: 'resources.vehicles.emptyTitle', body: 'resources.vehicles.emptyBody' },
    export: { api: 'exports/vehicles/companies/', fileName: 'vehicles.xlsx' },
  },
  form: [
    {
      title: 'resources.vehicles.sectionIdentity',
      fields: [
        { name: 'license_plate', kind: 'plate' },
        { name: 'name', kind: 'text' },
        { name: 'vehicle', kind: 'lookup', source: typeSource },
        { name: 'ownership', kind: 'lookup', source: { path: 'vehicles/ownerships/' } },
        { name: 'status', kind: 'lookup', source: { path: 'vehicles/statuses/' } },
        { name: 'color', kind: 'lookup', source: { path: 'colors/', swatch: 'code' } },
        { name: 'cabin', kind: 'lookup', source: { path: 'vehicles/cabins/' } },
        { name: 'model_year', kind: 'year' },
        { name: 'vin', kind: 'text', ltr: true, autoComplete: 'off' },
        { name: 'company_vehicle_tags', kind: 'multiLookup', source: tagSource, span: 8 },
        { name: 'is_cold_chain', kind: 'switch' },
      ],
    },
    {
      title: 'resources.vehicles.sectionExpiry',
      fields: [
        { name: 'third_party_insurance_expiry', kind: 'date' },
        { name: 'body_insurance_expiry', kind: 'date' },
        { name: 'inspection_expiry', kind: 'date' },
      ],
    },
    {
      title: 'resources.vehicles.sectionCapacity',
      fields: [
        { name: 'load_capacity_kg', kind: 'number' },
        { name: 'volume_capacity_m3', kind: 'text', digits: true, inputMode: 'text' },
        { name: 'passenger_capacity', kind: 'number' },
        { name: 'depreciation_per_hour', kind: 'money', span: 6 },
        { name: 'other_cost_per_km', kind: 'money', span: 6 },
      ],
    },
  ],
  defaults: { is_cold_chain: 'false' },
  viewSections: lazy(() =>
    import('../features/vehicles/vehicle-sections').then((m) => ({ default: m.VehicleSections })),
  ),
});
