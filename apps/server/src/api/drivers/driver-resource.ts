import { type Driver, driverInput } from '@navgan/domain/resources/driver';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { drivers } from '../../db/fleet-schema';
import { cities, driverStatuses, neighborhoods, provinces } from '../../db/schema';
import { driverAssignments } from '../../db/vehicle-schema';
import { titleOf, titlesById } from '../../resources/lookup-titles';
import { placeCascadeErrors } from '../../resources/place-cascade';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { normalizeSearchText } from '../../resources/search';
import { currentVehiclesOfDrivers } from '../assignments/current-assignments';
import { containsNormalized } from '../vehicles/vehicle-lookups';

type Row = typeof drivers.$inferSelect;

/** Whether a driver is assigned to a vehicle now (an open assignment). */
const driverIsAssigned = (): SQL =>
  sql`exists (select 1 from ${driverAssignments} where ${and(
    eq(driverAssignments.driver_id, drivers.id),
    isNull(driverAssignments.until_at),
  )})`;

const fullName = (row: { first_name: string; last_name: string }) =>
  `${row.first_name} ${row.last_name}`.trim();

export const driverResource: ResourceDefinition<typeof drivers, typeof driverInput, Driver, 'drivers'> = {
  name: 'drivers',
  table: drivers,
  input: driverInput,
  labels: 'drivers',
  toRow: (v) => ({
    first_name: v.first_name,
    last_name: v.last_name,
    father_name: v.father_name,
    birthday: v.birthday,
    national_code: normalizeSearchText(v.national_code),
    gender: v.gender,
    licence_type: v.licence_type,
    licence_number: v.licence_number,
    licence_expiry: v.licence_expiry,
    health_certificate_number: v.health_certificate_number,
    health_certificate_expiry: v.health_certificate_expiry,
    blood_type: v.blood_type,
    card_number: v.card_number.replace(/[\s-]/g, ''),
    marital_status: v.marital_status,
    children_count: v.children_count,
    education: v.education,
    mobile: v.mobile,
    email: v.email,
    province_id: v.province,
    city_id: v.city,
    neighborhood_id: v.neighborhood,
    postal_code: v.postal_code,
    address: v.address,
    personnel_code: v.personnel_code,
    working_status_id: v.working_status,
    contract_date: v.contract_date,
    contract_months: v.contract_months,
    smart_card_id: v.smart_card_id,
    hourly_salary: v.hourly_salary,
    search_text: normalizeSearchText(
      [v.first_name, v.last_name, v.national_code, v.mobile, v.personnel_code].join(' '),
    ),
  }),
  async present(rows, { db }) {
    const [provinceTitles, cityTitles, neighborhoodTitles, statusTitles, vehicleOf] = await Promise.all([
      titlesById(
        db,
        provinces,
        rows.map((r) => r.province_id),
      ),
      titlesById(
        db,
        cities,
        rows.map((r) => r.city_id),
      ),
      titlesById(
        db,
        neighborhoods,
        rows.map((r) => r.neighborhood_id),
      ),
      titlesById(
        db,
        driverStatuses,
        rows.map((r) => r.working_status_id),
      ),
      currentVehiclesOfDrivers(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((row: Row) => ({
      id: row.id,
      full_name: fullName(row),
      first_name: row.first_name,
      last_name: row.last_name,
      father_name: row.father_name,
      birthday: row.birthday,
      national_code: row.national_code,
      gender: row.gender as Driver['gender'],
      licence_type: row.licence_type as Driver['licence_type'],
      licence_number: row.licence_number,
      licence_expiry: row.licence_expiry,
      health_certificate_number: row.health_certificate_number,
      health_certificate_expiry: row.health_certificate_expiry,
      blood_type: row.blood_type as Driver['blood_type'],
      card_number: row.card_number,
      marital_status: row.marital_status as Driver['marital_status'],
      children_count: row.children_count,
      education: row.education as Driver['education'],
      mobile: row.mobile,
      email: row.email,
      province: row.province_id,
      city: row.city_id,
      neighborhood: row.neighborhood_id,
      province_title: titleOf(provinceTitles, row.province_id),
      city_title: titleOf(cityTitles, row.city_id),
      neighborhood_title: titleOf(neighborhoodTitles, row.neighborhood_id),
      postal_code: row.postal_code,
      address: row.address,
      personnel_code: row.personnel_code,
      working_status: row.working_status_id,
      working_status_title: titleOf(statusTitles, row.working_status_id),
      contract_date: row.contract_date,
      contract_months: row.contract_months,
      smart_card_id: row.smart_card_id,
      hourly_salary: row.hourly_salary,
      company_vehicle: vehicleOf.get(row.id) ?? null,
      created: row.created_at.toISOString(),
    }));
  },
  references: [
    { field: 'province', table: provinces, shared: true },
    { field: 'city', table: cities, shared: true },
    { field: 'neighborhood', table: neighborhoods, shared: true },
    { field: 'working_status', table: driverStatuses, shared: true },
  ],
  check: (values, { db }) => placeCascadeErrors(db, values, 'drivers'),
  search: (term) => containsNormalized(drivers.search_text, term),
  filters: {
    company_vehicle__isnull: (unassigned) =>
      unassigned ? sql`not ${driverIsAssigned()}` : driverIsAssigned(),
  },
  orderBy: [asc(drivers.last_name), asc(drivers.first_name), asc(drivers.id)],
  summary: (row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName(row),
  }),
};
