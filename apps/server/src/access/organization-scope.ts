import type { AccessResource } from '@navgan/domain/access';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { recordOrganizations } from '../db/access-schema';
import type { Db } from '../db/database';
import { intArray } from '../db/sql-helpers';
import type { Tenant } from '../db/tenant-scope';
import { companyVehicles } from '../db/vehicle-schema';

/**
 * How a resource's rows belong to organizations: by their own assignment (drivers, vehicles,
 * tags, geofences: `record_organizations` rows keyed by the access resource), or through a
 * column pointing at a vehicle or a driver (fines, services, leaves...).
 */
export type OrganizationScope =
  | { own: AccessResource }
  | {
      through: AnyPgColumn;
      of: 'vehicles' | 'drivers';
      /**
       * When `through` points at a row that points at the vehicle (an insurance's payments); with
       * `current`, only rows where that column is null count (a device's open installation), and
       * a record without such a row (a device in stock) is seen by everyone of the company.
       */
      via?: { id: AnyPgColumn; link: AnyPgColumn; current?: AnyPgColumn };
    };

/** Ids of `resource` records assigned to one of the caller's visible organizations (a subquery). */
function visibleRecords(resource: AccessResource, visible: number[]): SQL {
  return sql`(select ro.record_id from record_organizations ro where ro.resource = ${resource} and ro.organization_id = any(${intArray(visible)}))`;
}

/**
 * The condition limiting a scoped table to what the caller sees, or undefined for a caller who
 * sees the whole company. Records with no organization are seen only by unrestricted callers.
 */
export function scopeCondition(
  scope: OrganizationScope | undefined,
  table: { id: AnyPgColumn },
  tenant: Tenant,
): SQL | undefined {
  const visible = tenant.organizations?.visible;
  if (!scope || !visible) return undefined;
  if ('own' in scope) return visibleRecordCondition(table.id, scope.own, tenant);
  const records = visibleRecords(scope.of, visible);
  if (!scope.via) return sql`${scope.through} in ${records}`;
  const { id, link, current } = scope.via;
  if (!current) return sql`${scope.through} in (select ${id} from ${id.table} where ${link} in ${records})`;
  return sql`(${scope.through} in (select ${id} from ${id.table} where ${link} in ${records} and ${current} is null)
    or ${scope.through} not in (select ${id} from ${id.table} where ${current} is null))`;
}

/** For queries of their own: `column` names a record of `resource` the caller sees (undefined = any). */
export function visibleRecordCondition(column: SQL | AnyPgColumn, resource: AccessResource, tenant: Tenant) {
  const visible = tenant.organizations?.visible;
  return visible ? sql`${column} in ${visibleRecords(resource, visible)}` : undefined;
}

/**
 * For the organizations' names: those the caller sees, and those the records they see (by any
 * resource) are also assigned to, so a shared vehicle's other organization has a name, not an id.
 */
export function namedOrganizations(column: AnyPgColumn, tenant: Tenant): SQL | undefined {
  const visible = tenant.organizations?.visible;
  if (!visible) return undefined;
  return sql`(${column} = any(${intArray(visible)}) or ${column} in (
    select ro.organization_id from record_organizations ro where (ro.resource, ro.record_id) in (
      select seen.resource, seen.record_id from record_organizations seen
      where seen.company_id = ${tenant.companyId} and seen.organization_id = any(${intArray(visible)}))))`;
}

/** For routes of their own that find a vehicle by id (assignments, technical information). */
export const vehicleScope = (tenant: Tenant) =>
  scopeCondition({ own: 'vehicles' }, { id: companyVehicles.id }, tenant);

/**
 * How the rows of each scoped table belong to organizations, by the resource layer's
 * registrations, so a body pointing at one (a fine's vehicle, a fill-up's card, an assignment's
 * driver) can only name a row the caller sees.
 */
const scopeOfTable = new Map<unknown, OrganizationScope>();

export function registerScope(table: unknown, scope: OrganizationScope): void {
  scopeOfTable.set(table, scope);
}

export function referenceScope(table: { id: AnyPgColumn }, tenant: Tenant): SQL | undefined {
  return scopeCondition(scopeOfTable.get(table), table, tenant);
}

/** The ids of `resource` the caller sees, or null when they see the whole company (trackings). */
export async function visibleRecordIds(db: Db, tenant: Tenant, resource: AccessResource) {
  const visible = tenant.organizations?.visible;
  if (!visible) return null;
  if (visible.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: recordOrganizations.record_id })
    .from(recordOrganizations)
    .where(
      and(
        eq(recordOrganizations.company_id, tenant.companyId),
        eq(recordOrganizations.resource, resource),
        inArray(recordOrganizations.organization_id, visible),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Organization ids per record, for a page of records in one query. */
export async function organizationsOf(
  db: Db,
  tenant: Tenant,
  resource: AccessResource,
  ids: number[],
): Promise<Map<number, number[]>> {
  const byRecord = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRecord;
  const rows = await db
    .select({ record: recordOrganizations.record_id, organization: recordOrganizations.organization_id })
    .from(recordOrganizations)
    .where(
      and(
        eq(recordOrganizations.company_id, tenant.companyId),
        eq(recordOrganizations.resource, resource),
        inArray(recordOrganizations.record_id, ids),
      ),
    )
    .orderBy(recordOrganizations.organization_id);
  for (const row of rows) byRecord.get(row.record)?.push(row.organization);
  return byRecord;
}

/** Replaces a record's organizations (ids already checked to be the company's). */
export async function setOrganizations(
  db: Db,
  tenant: Tenant,
  resource: AccessResource,
  recordId: number,
  organizationIds: number[],
): Promise<void> {
  await db
    .delete(recordOrganizations)
    .where(
      and(
        eq(recordOrganizations.company_id, tenant.companyId),
        eq(recordOrganizations.resource, resource),
        eq(recordOrganizations.record_id, recordId),
      ),
    );
  const unique = [...new Set(organizationIds)];
  if (unique.length === 0) return;
  await db.insert(recordOrganizations).values(
    unique.map((organization_id) => ({
      company_id: tenant.companyId,
      resource,
      record_id: recordId,
      organization_id,
    })),
  );
}
