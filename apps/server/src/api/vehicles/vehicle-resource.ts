import { digitsOnly } from '@navgan/domain/digits';
import {
  modelYearCalendar,
  modelYearGregorian,
  plateVisibleDigits,
  type Vehicle,
  vehicleInput,
} from '@navgan/domain/resources/vehicle';
import { and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { drivers, tags } from '../../db/fleet-schema';
import { cabins, colors, ownerships, plateLetters, vehicleStatuses, vehicleTypes } from '../../db/schema';
import { inCompany } from '../../db/tenant-scope';
import {
  companyVehicles,
  companyVehicleTags,
  deviceAssignments,
  devices,
  driverAssignments,
} from '../../db/vehicle-schema';
import { fieldError, invalidFieldError } from '../../resources/field-error';
import type { ResourceContext, ResourceDefinition } from '../../resources/resource-definition';
import { normalizeSearchText } from '../../resources/search';
import { containsNormalized, vehicleLookups } from './vehicle-lookups';

type Row = typeof companyVehicles.$inferSelect;

/** `?x__in=1,2` as a condition; an empty list matches nothing. */
export const inList = (column: Parameters<typeof inArray>[0], ids: number[] | undefined): SQL | undefined =>
  ids === undefined ? undefined : ids.length === 0 ? sql`false` : inArray(column, ids);

/**
 * The spec's vehicle search: the term's digits (Persian and Arabic ones made Latin) against the
 * plate — the 9-character string or the digits as printed — and, when the term has letters, the
 * name and VIN as text.
 */
export function vehicleSearch(term: string): SQL {
  const digits = digitsOnly(term);
  const conditions: SQL[] = [];
  if (digits) {
    conditions.push(
      sql`(strpos(${companyVehicles.plate_digits}, ${digits}) > 0 or strpos(${companyVehicles.license_plate}, ${digits}) > 0)`,
    );
  }
  if (/\p{L}/u.test(term)) conditions.push(containsNormalized(companyVehicles.search_text, term));
  return conditions.length === 0 ? sql`false` : (or(...conditions) as SQL);
}

interface VehicleRelations {
  vehicle: number;
  tags: number[];
  driver: Vehicle['driver'];
  hardware: Vehicle['hardware'];
}

/**
 * The tags, current driver and current device of a page of vehicles, in one query: a list page
 * then costs three round trips in all (session, page, relations), which is what keeps it fast
 * on a busy machine (bench/lists-at-scale.ts).
 */
async function relationsOf(db: ResourceContext['db'], ids: number[]): Promise<Map<number, VehicleRelations>> {
  const t = companyVehicleTags;
  const v = companyVehicles;
  const da = driverAssignments;
  const xa = deviceAssignments;
  const result = await db.execute(sql`
    select ${v.id} as vehicle,
      coalesce(
        (select json_agg(${t.tag_id} order by ${t.tag_id}) from ${t} where ${t.company_vehicle_id} = ${v.id}),
        '[]'::json
      ) as tags,
      (select json_build_object('id', ${drivers.id}, 'first_name', ${drivers.first_name}, 'last_name', ${drivers.last_name})
         from ${da} join ${drivers} on ${drivers.id} = ${da.driver_id}
        where ${da.company_vehicle_id} = ${v.id} and ${da.until_at} is null) as driver,
      (select json_build_object('id', ${devices.id}, 'imei', ${devices.imei}, 'sim_number', ${devices.sim_number})
         from ${xa} join ${devices} on ${devices.id} = ${xa.device_id}
        where ${xa.company_vehicle_id} = ${v.id} and ${xa.until_at} is null) as hardware
    from ${v} where ${inArray(v.id, ids)}`);
  const rows = (result as unknown as { rows: VehicleRelations[] }).rows;
  return new Map(rows.map((row) => [Number(row.vehicle), row]));
}

/** Presents a page of vehicles: the lookups from memory, every relation in one query. */
export async function presentVehicles(rows: Row[], { db }: Pick<ResourceContext, 'db'>): Promise<Vehicle[]> {
  if (rows.length === 0) return [];
  const [lookups, relations] = await Promise.all([
    vehicleLookups(db),
    relationsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const lookup = <T>(map: Map<number, T>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    license_plate: row.license_plate,
    vehicle: lookup(lookups.types, row.vehicle_type_id),
    ownership: lookup(lookups.ownerships, row.ownership_id),
    status: lookup(lookups.statuses, row.status_id),
    color: lookup(lookups.colors, row.color_id),
    cabin: lookup(lookups.cabins, row.cabin_id),
    model_year: row.model_year,
    model_year_calendar: row.model_year === null ? null : modelYearCalendar(row.model_year),
    model_year_gregorian: row.model_year === null ? null : modelYearGregorian(row.model_year),
    vin: row.vin,
    third_party_insurance_expiry: row.third_party_insurance_expiry,
    body_insurance_expiry: row.body_insurance_expiry,
    inspection_expiry: row.inspection_expiry,
    load_capacity_kg: row.load_capacity_kg,
    volume_capacity_m3: row.volume_capacity_m3,
    passenger_capacity: row.passenger_capacity,
    depreciation_per_hour: row.depreciation_per_hour,
    other_cost_per_km: row.other_cost_per_km,
    is_cold_chain: row.is_cold_chain,
    company_vehicle_tags: relations.get(row.id)?.tags ?? [],
    hardware: relations.get(row.id)?.hardware ?? null,
    driver: relations.get(row.id)?.driver ?? null,
    created: row.created_at.toISOString(),
  }));
}

export const vehicleResource: ResourceDefinition<
  typeof companyVehicles,
  typeof vehicleInput,
  Vehicle,
  'vehicles'
> = {
  name: 'vehicles',
  table: companyVehicles,
  input: vehicleInput,
  labels: 'vehicles',
  toRow: (v) => ({
    name: v.name,
    license_plate: v.license_plate,
    plate_digits: plateVisibleDigits(v.license_plate),
    vehicle_type_id: v.vehicle,
    ownership_id: v.ownership,
    status_id: v.status,
    color_id: v.color,
    cabin_id: v.cabin,
    model_year: v.model_year,
    vin: v.vin,
    third_party_insurance_expiry: v.third_party_insurance_expiry,
    body_insurance_expiry: v.body_insurance_expiry,
    inspection_expiry: v.inspection_expiry,
    load_capacity_kg: v.load_capacity_kg,
    volume_capacity_m3: v.volume_capacity_m3,
    passenger_capacity: v.passenger_capacity,
    depreciation_per_hour: v.depreciation_per_hour,
    other_cost_per_km: v.other_cost_per_km,
    is_cold_chain: v.is_cold_chain,
    search_text: normalizeSearchText(`${v.name} ${v.vin}`),
  }),
  async afterWrite(id, values, { db, tenant }) {
    await db
      .delete(companyVehicleTags)
      .where(inCompany(companyVehicleTags, tenant, eq(companyVehicleTags.company_vehicle_id, id)));
    const tagIds = [...new Set(values.company_vehicle_tags)];
    if (tagIds.length === 0) return;
    await db
      .insert(companyVehicleTags)
      .values(tagIds.map((tag_id) => ({ company_id: tenant.companyId, company_vehicle_id: id, tag_id })));
  },
  present: presentVehicles,
  references: [
    { field: 'vehicle', table: vehicleTypes, shared: true },
    { field: 'ownership', table: ownerships, shared: true },
    { field: 'status', table: vehicleStatuses, shared: true },
    { field: 'color', table: colors, shared: true },
    { field: 'cabin', table: cabins, shared: true },
    { field: 'company_vehicle_tags', table: tags },
  ],
  async check(values, { db, tenant, id }) {
    const [letter] = await db
      .select({ id: plateLetters.id })
      .from(plateLetters)
      .where(eq(plateLetters.code, values.license_plate.slice(2, 4)));
    if (!letter) return invalidFieldError('license_plate', 'vehicles');
    const [taken] = await db
      .select({ id: companyVehicles.id })
      .from(companyVehicles)
      .where(
        inCompany(
          companyVehicles,
          tenant,
          eq(companyVehicles.license_plate, values.license_plate),
          id === undefined ? undefined : ne(companyVehicles.id, id),
        ),
      )
      .limit(1);
    return taken ? fieldError('license_plate', 'plateTaken') : undefined;
  },
  uniqueErrors: { company_vehicles_plate_key: fieldError('license_plate', 'plateTaken') },
  search: vehicleSearch,
  filters: {
    company_vehicle_tags__id__in: (ids) => {
      if (ids.length === 0) return sql`false`;
      return sql`exists (select 1 from ${companyVehicleTags} where ${and(
        eq(companyVehicleTags.company_vehicle_id, companyVehicles.id),
        inArray(companyVehicleTags.tag_id, ids),
      )})`;
    },
    vehicle__id__in: (ids) => inList(companyVehicles.vehicle_type_id, ids),
    id__in: (ids) => inList(companyVehicles.id, ids),
    // Accepted (the manifest checks the ids) so the spec's client call works; nothing to filter yet.
    metrics__id__in: () => undefined,
  },
  orderBy: [desc(companyVehicles.id)],
  summary: (row) => ({ id: row.id, name: row.name, license_plate: row.license_plate }),
};
