import { isoDayIn } from '@navgan/domain/calendar-day';
import { validVehicle } from '../api/vehicles/vehicle-fixtures';
import { fenceEvents } from '../db/fence-schema';
import { vehicleDailyRollups } from '../db/motion-schema';
import { ensurePositionStorage } from '../pipeline/position-storage';
import type { apiAs } from './api-client';
import type { TestApp } from './test-app';

type Api = ReturnType<typeof apiAs>;

/** A valid Iranian national code from nine digits (the tenth is the check digit). */
export function nationalCode(nine: string): string {
  const sum = [...nine].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const rest = sum % 11;
  return `${nine}${rest < 2 ? rest : 11 - rest}`;
}

/** Valid bodies of the records a fleet unit holds; references are passed in, so a test can point them elsewhere. */
export const writeBodies = {
  vehicle: (marker: string, plate: string) => validVehicle(plate, { name: `${marker} car`, vin: '' }),
  driver: (marker: string, code: string, mobile: string) => ({
    first_name: marker,
    last_name: 'Driver',
    national_code: code,
    gender: 'male',
    mobile,
  }),
  tag: (marker: string) => ({ fa_title: marker, en_title: `${marker} tag` }),
  geofence: (marker: string, vehicles: number[] = []) => ({
    title: `${marker} fence`,
    color: '#1E88E5',
    shape: { type: 'Circle', center: [51.3, 35.7], radius: 300 },
    forbidden: true,
    company_vehicles: vehicles,
  }),
  device: (imei: string) => ({ imei, protocol: 'teltonika', sim_number: '' }),
  fine: (vehicle: number) => ({
    company_vehicle: vehicle,
    occurred_at: '2025-05-10T08:30:00+03:30',
    fine_type: 'speeding',
    amount: '1500000',
    paid: false,
  }),
  service: (vehicle: number) => ({
    company_vehicle: vehicle,
    service_type: 'engineOil',
    price: '4,500,000',
    date: '2025-01-10',
    distance: 120_000,
    description: '',
  }),
  leave: (marker: string, driver: number) => ({
    driver,
    kind: 'daily',
    start: '2025-06-01',
    end: '2025-06-02',
    description: `${marker} leave`,
  }),
  fuelCard: (marker: string, vehicle: number, driver: number | null, number: string) => ({
    card_number: number,
    title: `${marker} card`,
    company_vehicle: vehicle,
    driver,
    monthly_quota: 100,
  }),
  fuelTransaction: (card: number) => ({
    fuel_card: card,
    occurred_at: '2025-04-25T10:00:00+03:30',
    liters: 10,
    price_per_liter: 30_000,
    station: '',
  }),
  insurance: (marker: string, vehicle: number) => ({
    company_vehicle: vehicle,
    insurance_type: 1,
    insurer: `${marker} insurer`,
    policy_number: '1403/2/1',
    start_date: '2025-03-21',
    end_date: '2026-03-20',
    premium: '48,000,000',
    description: '',
  }),
  insurancePayment: (insurance: number) => ({
    company_vehicle_insurance: insurance,
    date: '2025-03-21',
    amount: '20,000,000',
    method: 'transfer',
    reference: '',
  }),
  plan: (marker: string, vehicle: number) => ({
    title: `${marker} plan`,
    company_vehicle: vehicle,
    day: '2025-05-10',
    start_time: '08:00',
    kind: 'stops',
    stops: [{ name: 'Depot', point: [51.4, 35.7], radius_m: 100, window_from: '08:00', window_to: '09:00' }],
  }),
};

/** The ids of a fleet unit's records, and text that names them (what must never reach an outsider). */
export interface FleetUnit {
  vehicle: number;
  driver: number;
  tag: number;
  geofence: number;
  device: number;
  fine: number;
  service: number;
  leave: number;
  fuelCard: number;
  fuelTransaction: number;
  insurance: number;
  insurancePayment: number;
  plan: number;
  /** Strings found only in this unit's records: its marker word, plate, IMEI and national code. */
  secrets: string[];
}

async function created(response: Promise<{ statusCode: number; json(): { id: number }; body: string }>) {
  const answer = await response;
  if (answer.statusCode !== 201) throw new Error(`seed failed: ${answer.statusCode} ${answer.body}`);
  return answer.json().id;
}

/**
 * One vehicle with everything that hangs off it (device, fine, service, fuel card and fill-up,
 * insurance and payment, plan), one driver with a leave, a tag, a forbidden geofence, today's
 * rollup with a top speed and a forbidden-fence episode; assigned to `organization` when given.
 * `n` (1–9) keeps plates, IMEIs, codes and numbers apart between units.
 */
export async function seedFleetUnit(
  t: TestApp,
  admin: Api,
  companyId: number,
  marker: string,
  n: number,
  organization?: number,
): Promise<FleetUnit> {
  const plate = `${n}${n}02${n}${n}${n}${n}${n}`;
  const imei = `35630704244${n}${n}${n}${n}`;
  const code = nationalCode(`00${n}${n}${n}${n}${n}${n}${n}`);
  await ensurePositionStorage(t.ctx.database.db);
  const tag = await created(admin.post('vehicles/companies/tags/', writeBodies.tag(marker)));
  const vehicle = await created(
    admin.post('vehicles/companies/', { ...writeBodies.vehicle(marker, plate), company_vehicle_tags: [tag] }),
  );
  const driver = await created(admin.post('drivers/', writeBodies.driver(marker, code, `091200000${n}${n}`)));
  const geofence = await created(admin.post('geofences/', writeBodies.geofence(marker, [vehicle])));
  const device = await created(admin.post('devices/', writeBodies.device(imei)));
  await admin.put(`vehicles/companies/${vehicle}/devices/`, { device });
  await admin.put(`vehicles/companies/${vehicle}/drivers/`, { driver });
  const fine = await created(admin.post('fines/', writeBodies.fine(vehicle)));
  const service = await created(admin.post('services/', writeBodies.service(vehicle)));
  const leave = await created(admin.post('drivers/leaves/', writeBodies.leave(marker, driver)));
  const fuelCard = await created(
    admin.post(
      'fuel-card/',
      writeBodies.fuelCard(marker, vehicle, driver, `603799${n}${n}${n}${n}${n}${n}${n}${n}${n}${n}`),
    ),
  );
  const fuelTransaction = await created(
    admin.post('fuel-card/transactions/', writeBodies.fuelTransaction(fuelCard)),
  );
  const insurance = await created(
    admin.post('insurances/company-vehicles/', writeBodies.insurance(marker, vehicle)),
  );
  const insurancePayment = await created(
    admin.post('insurances/company-vehicles/transactions/', writeBodies.insurancePayment(insurance)),
  );
  const plan = await created(admin.post('plans/', writeBodies.plan(marker, vehicle)));
  if (organization !== undefined) {
    for (const path of ['vehicles/companies/', 'drivers/', 'vehicles/companies/tags/', 'geofences/']) {
      const id = {
        'vehicles/companies/': vehicle,
        'drivers/': driver,
        'vehicles/companies/tags/': tag,
        'geofences/': geofence,
      }[path] as number;
      const answer = await admin.put(`${path}${id}/organizations/`, { id, organizations: [organization] });
      if (answer.statusCode !== 200) throw new Error(`assignment failed: ${answer.body}`);
    }
  }
  const now = new Date();
  const db = t.ctx.database.db;
  await db.insert(vehicleDailyRollups).values({
    company_vehicle_id: vehicle,
    company_id: companyId,
    day: isoDayIn(now),
    distance_m: 10_000 * n,
    moving_s: 600,
    speed_time_sum: 600 * 40 * n,
    max_speed_kmh: 50 + n * 10,
    max_speed_at: new Date(now.getTime() - 60_000),
  });
  await db.insert(fenceEvents).values({
    company_id: companyId,
    company_vehicle_id: vehicle,
    geofence_id: geofence,
    kind: 'forbidden',
    at: new Date(now.getTime() - 3_600_000),
    ended_at: new Date(now.getTime() - 3_000_000),
    latitude: 35.7,
    longitude: 51.3,
    speed_kmh: 30,
  });
  return {
    vehicle,
    driver,
    tag,
    geofence,
    device,
    fine,
    service,
    leave,
    fuelCard,
    fuelTransaction,
    insurance,
    insurancePayment,
    plan,
    secrets: [marker, plate, imei, code],
  };
}
