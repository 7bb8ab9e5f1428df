import { addDays, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { plateVisibleDigits } from '@navgan/domain/resources/vehicle';
import { eq, inArray } from 'drizzle-orm';
import { seedDefaultPolicies } from '../access/default-policies';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { drivers, tags } from '../db/fleet-schema';
import { driverLeaves } from '../db/leave-schema';
import { companies, notifications, userNotifications, users } from '../db/schema';
import {
  companyVehicles,
  companyVehicleTags,
  deviceAssignments,
  devices,
  driverAssignments,
  vehicleTechnicals,
} from '../db/vehicle-schema';
import { normalizeSearchText } from '../resources/search';
import { type DemoTag, type DemoVehicle, demoFleet, demoTags } from './demo-fleet';
import { tankLitres } from './simulator/sim-vehicle';
import { simSpec } from './simulator/simulator';

export interface DemoLogin {
  username: string;
  password: string;
  created: boolean;
  companyId: number;
}

export const demoUsername = 'admin';
export const defaultDemoPassword = 'navgan-demo';

/**
 * The demo company and its admin, created once on an empty embedded install so a new user can
 * sign in straight away. Never runs against a production database unless NAVGAN_DEMO is set.
 */
export async function seedDemo(db: Db, password = defaultDemoPassword): Promise<DemoLogin> {
  return seedDemoCompany(db, password, demoUsername);
}

/**
 * More demo companies like the first (no fleet), one per name, each with its own admin
 * `admin.<name>` and the demo password (NAVGAN_DEMO_COMPANIES). The browser tests give every spec
 * file its own company this way, so files running at once do not change each other's lists.
 */
export async function seedDemoCompanies(
  db: Db,
  names: readonly string[],
  password = defaultDemoPassword,
): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  const hash = names.length > 0 ? hashPassword(password) : undefined;
  for (const name of names) logins.push(await seedDemoCompany(db, password, `admin.${name}`, name, hash));
  return logins;
}

async function seedDemoCompany(
  db: Db,
  password: string,
  username: string,
  label?: string,
  hash?: Promise<string>,
): Promise<DemoLogin> {
  const existing = await db
    .select({ id: users.id, companyId: users.company_id })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  if (existing[0]) return { username, password, created: false, companyId: existing[0].companyId };

  const passwordHash = await (hash ?? hashPassword(password));
  const suffix = label ? ` (${label})` : '';
  const companyId = await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: `شرکت حمل‌ونقل نمونه ناوگان${suffix}`, en_name: `Navgan Demo Logistics${suffix}` })
      .returning({ id: companies.id });
    if (!company) throw new Error('demo company was not created');
    await seedDefaultPolicies(tx as unknown as Db, company.id);
    const [admin] = await tx
      .insert(users)
      .values({
        company_id: company.id,
        username,
        password: passwordHash,
        first_name: 'مدیر',
        last_name: 'ناوگان',
        // Not like the demo password: the password rules refuse one similar to the email.
        email: `${username}@example.com`,
        type: 1,
        is_superuser: true,
      })
      .returning({ id: users.id });
    if (!admin) throw new Error('demo admin was not created');
    const [welcome] = await tx
      .insert(notifications)
      .values({
        company_id: company.id,
        type_id: 5,
        fa_body: 'به ناوگان خوش آمدید. این شرکت نمونه برای آشنایی با سامانه ساخته شده است.',
        en_body: 'Welcome to Navgan. This demo company was created so you can explore the panel.',
      })
      .returning({ id: notifications.id });
    if (welcome) {
      await tx
        .insert(userNotifications)
        .values({ company_id: company.id, user_id: admin.id, notification_id: welcome.id });
    }
    return company.id;
  });
  return { username, password, created: true, companyId };
}

/**
 * The demo company's fleet (demo-fleet.ts): vehicles, drivers, trackers, tags and assignments.
 * Runs on every start: vehicles whose tracker is already registered are left alone, so a restart
 * adds nothing and a larger `size` (SIMULATOR_VEHICLES) adds only the new ones. Each chunk is one
 * transaction, so a vehicle is never stored without its tracker.
 */
export async function seedDemoFleet(
  db: Db,
  companyId: number,
  size?: number,
  now: Date = new Date(),
): Promise<number> {
  const today = isoDayIn(now);
  const fleet = demoFleet(size);
  const tagIds = await demoTagIds(db, companyId);
  let added = 0;
  for (let from = 0; from < fleet.length; from += 500) {
    const chunk = fleet.slice(from, from + 500);
    const known = new Set(
      (
        await db
          .select({ imei: devices.imei })
          .from(devices)
          .where(
            inArray(
              devices.imei,
              chunk.map((v) => v.imei),
            ),
          )
      ).map((row) => row.imei),
    );
    const missing = chunk.filter((v) => !known.has(v.imei));
    if (missing.length === 0) continue;
    await db.transaction(async (tx) =>
      insertVehicles(tx as unknown as Db, companyId, missing, tagIds, today),
    );
    added += missing.length;
  }
  return added;
}

async function demoTagIds(db: Db, companyId: number): Promise<Record<DemoTag, number>> {
  const rows = await db
    .select({ id: tags.id, en: tags.en_title })
    .from(tags)
    .where(eq(tags.company_id, companyId));
  const ids: Partial<Record<DemoTag, number>> = {};
  for (const [key, title] of Object.entries(demoTags) as [DemoTag, { fa: string; en: string }][]) {
    const found = rows.find((row) => row.en === title.en);
    ids[key] =
      found?.id ??
      (
        await db
          .insert(tags)
          .values({ company_id: companyId, fa_title: title.fa, en_title: title.en })
          .returning({ id: tags.id })
      )[0]?.id;
  }
  return ids as Record<DemoTag, number>;
}

async function insertVehicles(
  db: Db,
  companyId: number,
  fleet: DemoVehicle[],
  tagIds: Record<DemoTag, number>,
  today: string,
): Promise<void> {
  const dayAfter = (days: number | null) => (days === null ? null : addDays(today, days));
  const vehicles = await db
    .insert(companyVehicles)
    .values(
      fleet.map((v) => ({
        company_id: companyId,
        name: v.name,
        license_plate: v.plate,
        plate_digits: plateVisibleDigits(v.plate),
        vehicle_type_id: v.vehicleTypeId,
        ownership_id: v.ownershipId,
        status_id: v.statusId,
        model_year: v.modelYear,
        is_cold_chain: v.isColdChain,
        third_party_insurance_expiry: dayAfter(v.documents.thirdPartyInsurance),
        body_insurance_expiry: dayAfter(v.documents.bodyInsurance),
        inspection_expiry: dayAfter(v.documents.inspection),
        search_text: normalizeSearchText(v.name),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: companyVehicles.id, plate: companyVehicles.license_plate });
  const vehicleOf = new Map(vehicles.map((row) => [row.plate, row.id]));
  const placed = fleet.filter((v) => vehicleOf.has(v.plate));
  if (placed.length === 0) return;
  const hardware = await db
    .insert(devices)
    .values(
      placed.map((v) => ({
        company_id: companyId,
        imei: v.imei,
        protocol: v.protocol,
        model: v.deviceModel,
        sim_number: v.simNumber,
      })),
    )
    .returning({ id: devices.id, imei: devices.imei });
  const deviceOf = new Map(hardware.map((row) => [row.imei, row.id]));
  await db.insert(deviceAssignments).values(
    placed.map((v) => ({
      company_id: companyId,
      company_vehicle_id: vehicleOf.get(v.plate) as number,
      device_id: deviceOf.get(v.imei) as number,
    })),
  );
  // The tank the simulator fills and drains: fuel reported in litres reads as a level in % of it.
  await db.insert(vehicleTechnicals).values(
    placed.map((v) => {
      const spec = simSpec(v);
      return {
        company_id: companyId,
        company_vehicle_id: vehicleOf.get(v.plate) as number,
        fuel_type: spec.light ? 'gasoline' : 'diesel',
        tank_capacity_l: tankLitres(spec),
      };
    }),
  );
  const withDriver = placed.filter((v) => v.driver);
  if (withDriver.length > 0) {
    const people = await db
      .insert(drivers)
      .values(
        withDriver.map(({ driver: d }) => {
          const p = d as NonNullable<DemoVehicle['driver']>;
          return {
            company_id: companyId,
            first_name: p.firstName,
            last_name: p.lastName,
            national_code: p.nationalCode,
            gender: ['مریم', 'زهرا', 'سارا'].includes(p.firstName) ? 'female' : 'male',
            mobile: p.mobile,
            working_status_id: p.statusId,
            licence_expiry: dayAfter(p.licence),
            health_certificate_expiry: dayAfter(p.healthCertificate),
            search_text: normalizeSearchText(`${p.firstName} ${p.lastName} ${p.nationalCode} ${p.mobile}`),
          };
        }),
      )
      .returning({ id: drivers.id });
    // The drivers whose status says "on leave" are on a leave that includes today.
    const leaves = withDriver.flatMap((v, i) => {
      const leave = v.driver?.leave;
      const driverId = people[i]?.id;
      if (!leave || driverId === undefined) return [];
      const [first, last] = [addDays(today, leave[0]), addDays(today, leave[1])];
      return [
        {
          company_id: companyId,
          driver_id: driverId,
          kind: 'daily',
          start_day: first,
          end_day: last,
          starts_at: startOfDayIn(first),
          ends_at: startOfDayIn(addDays(last, 1)),
          description: 'مرخصی استحقاقی',
        },
      ];
    });
    if (leaves.length > 0) await db.insert(driverLeaves).values(leaves);
    await db.insert(driverAssignments).values(
      withDriver.map((v, i) => ({
        company_id: companyId,
        company_vehicle_id: vehicleOf.get(v.plate) as number,
        driver_id: people[i]?.id as number,
      })),
    );
  }
  await db.insert(companyVehicleTags).values(
    placed.flatMap((v) =>
      v.tags.map((tag) => ({
        company_id: companyId,
        company_vehicle_id: vehicleOf.get(v.plate) as number,
        tag_id: tagIds[tag],
      })),
    ),
  );
}
