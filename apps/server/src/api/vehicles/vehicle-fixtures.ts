/** A complete vehicle body as the web form sends it; `plate` gives each test its own vehicle. */
export const validVehicle = (plate = '120234567', extra: Record<string, unknown> = {}) => ({
  name: 'کامیون یخچال‌دار ۱',
  license_plate: plate,
  vehicle: 11,
  ownership: 1,
  status: 1,
  color: 1,
  cabin: '',
  model_year: '1401',
  vin: 'NAAM01CA9HE123456',
  third_party_insurance_expiry: '2026-03-20',
  body_insurance_expiry: '',
  inspection_expiry: '2025-12-01',
  load_capacity_kg: '8000',
  volume_capacity_m3: '32.5',
  passenger_capacity: 2,
  depreciation_per_hour: '150,000',
  other_cost_per_km: '۲۵۰۰',
  is_cold_chain: true,
  company_vehicle_tags: [],
  ...extra,
});

/** The fields a driver needs (drivers.test.ts covers the rest). */
export const validDriver = {
  first_name: 'رضا',
  last_name: 'کریمی',
  national_code: '0499370899',
  gender: 'male',
  mobile: '09121234567',
};
