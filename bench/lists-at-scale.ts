import { sql } from 'drizzle-orm';
import { drivers, tags } from '../apps/server/src/db/fleet-schema';
import {
  companyVehicles,
  companyVehicleTags,
  deviceAssignments,
  devices,
  driverAssignments,
} from '../apps/server/src/db/vehicle-schema';
import { createTestApp } from '../apps/server/src/test/test-app';
import { percentile, report, timeEach } from './stats';

const perCompany = 5_000;
const chunk = 500;
const firstNames = ['رضا', 'مریم', 'علی', 'زهرا', 'حسین', 'فاطمه', 'محمد', 'سارا', 'مهدی', 'نرگس'];
const lastNames = ['کریمی', 'احمدی', 'رضایی', 'موسوی', 'حسینی', 'جعفری', 'صادقی', 'نوری', 'کاظمی', 'رحیمی'];

/** Inserts rows in multi-row statements of `chunk` rows, returning the new ids in order. */
async function insertMany<T>(rows: T[], insert: (part: T[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk)
    ids.push(...(await insert(rows.slice(i, i + chunk))).map((r) => r.id));
  return ids;
}

/** A plate unique within the company for i < 90 × 24 × 900: digits, a letter code 01..24, digits, region. */
function plateOf(i: number): string {
  const two = 10 + (i % 90);
  const letter = 1 + (Math.floor(i / 90) % 24);
  const three = 100 + Math.floor(i / 2160);
  const region = 10 + ((i * 7) % 89);
  return `${two}${String(letter).padStart(2, '0')}${three}${region}`;
}

/**
 * A company's rows at scale: vehicles (each with two of 20 tags), drivers, and about half the
 * vehicles with an assigned driver and a device.
 */

async function seedCompany(
  db: Awaited<ReturnType<typeof createTestApp>>['ctx']['database']['db'],
  companyId: number,
  imeiBase: number,
) {
  const tagIds = await insertMany(
    Array.from({ length: 20 }, (_, i) => ({
      company_id: companyId,
      fa_title: `برچسب ${i}`,
      en_title: `Tag ${i}`,
    })),
    (part) => db.insert(tags).values(part).returning({ id: tags.id }),
  );
  const vehicleIds = await insertMany(
    Array.from({ length: perCompany }, (_, i) => {
      const plate = plateOf(i);
      return {
        company_id: companyId,
        name: `خودرو ${i}`,
        license_plate: plate,
        plate_digits: `${plate.slice(0, 2)}${plate.slice(4)}`,
        vehicle_type_id: 1 + (i % 15),
        ownership_id: 1 + (i % 2),
        status_id: 1 + (i % 5),
        color_id: 1 + (i % 15),
        model_year: 1390 + (i % 14),
        search_text: `خودرو ${i}`,
      };
    }),
    (part) => db.insert(companyVehicles).values(part).returning({ id: companyVehicles.id }),
  );
  await insertMany(
    vehicleIds.flatMap((id, i) => [
      { company_id: companyId, company_vehicle_id: id, tag_id: tagIds[i % 20] as number },
      { company_id: companyId, company_vehicle_id: id, tag_id: tagIds[(i + 7) % 20] as number },
    ]),
    async (part) => {
      await db.insert(companyVehicleTags).values(part);
      return [];
    },
  );
  const driverIds = await insertMany(
    Array.from({ length: perCompany }, (_, i) => {
      const first = firstNames[i % 10] as string;
      const last = lastNames[Math.floor(i / 10) % 10] as string;
      const national = String(1_000_000_000 + i * 7919).slice(0, 10);
      const mobile = `0912${String(i).padStart(7, '0')}`;
      return {
        company_id: companyId,
        first_name: first,
        last_name: last,
        national_code: national,
        gender: i % 2 ? 'female' : 'male',
        mobile,
        search_text: `${first} ${last} ${national} ${mobile}`,
      };
    }),
    (part) => db.insert(drivers).values(part).returning({ id: drivers.id }),
  );
  const half = vehicleIds.slice(0, perCompany / 2);
  await insertMany(
    half.map((id, i) => ({
      company_id: companyId,
      company_vehicle_id: id,
      driver_id: driverIds[i] as number,
    })),
    (part) => db.insert(driverAssignments).values(part).returning({ id: driverAssignments.id }),
  );
  const deviceIds = await insertMany(
    half.map((_, i) => ({ company_id: companyId, imei: String(imeiBase + i), protocol: 'teltonika' })),
    (part) => db.insert(devices).values(part).returning({ id: devices.id }),
  );
  await insertMany(
    half.map((id, i) => ({
      company_id: companyId,
      company_vehicle_id: id,
      device_id: deviceIds[i] as number,
    })),
    (part) => db.insert(deviceAssignments).values(part).returning({ id: deviceAssignments.id }),
  );
  return { tagIds };
}

/**
 * p95 of a filtered and searched list page of vehicles and of drivers, in a company with 5,000 of
 * each (and another company's 5,000 as noise), against a `select 1` request through the same app.
 */
export async function listsAtScale(): Promise<void> {
  const t = await createTestApp();
  try {
    const a = await t.account({ company: 'Bench Fleet A', username: 'bench.lists' });
    const noise = await t.account({ company: 'Bench Fleet B', username: 'bench.noise' });
    const db = t.ctx.database.db;
    const { tagIds } = await seedCompany(db, a.company_id, 350_000_000_000_000);
    await seedCompany(db, noise.company_id, 351_000_000_000_000);
    // Steady state: what autovacuum does after a bulk load (PGlite has no autovacuum at all), so
    // its work does not land inside the measured requests.
    await db.execute(sql`vacuum analyze`);
    const { access } = await t.login('bench.lists');
    const vehiclesUrl = `/api/v1/vehicles/companies/?search=${encodeURIComponent('۱۲')}&company_vehicle_tags__id__in=${tagIds[0]},${tagIds[3]},${tagIds[9]}&vehicle__id__in=1,2,3,4,5,6,7,8&p=2`;
    const driversUrl = `/api/v1/drivers/?search=${encodeURIComponent('رضا')}&company_vehicle__isnull=true`;
    const check = (await t.get(vehiclesUrl, access)).json() as { count: number };
    const checkDrivers = (await t.get(driversUrl, access)).json() as { count: number };
    console.log(
      `lists at scale: vehicle page of ${check.count} matches, driver page of ${checkDrivers.count} matches`,
    );

    const rounds = 500;
    await timeEach(50, () => t.get('/api/health'));
    await timeEach(50, () => t.get(vehiclesUrl, access));
    await timeEach(50, () => t.get(driversUrl, access));
    const baseline = await timeEach(rounds, () => t.get('/api/health'));
    const vehicles = await timeEach(rounds, () => t.get(vehiclesUrl, access));
    const driverList = await timeEach(rounds, () => t.get(driversUrl, access));
    const base95 = percentile(baseline, 95);
    report(
      'vehicle list page (5,000, search + tags + types) p95',
      percentile(vehicles, 95),
      'select-1 request p95',
      base95,
    );
    report(
      'driver list page (5,000, search + unassigned) p95',
      percentile(driverList, 95),
      'select-1 request p95',
      base95,
    );
  } finally {
    await t.close();
  }
}
