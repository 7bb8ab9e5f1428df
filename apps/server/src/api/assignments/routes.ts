import { optionalRef } from '@navgan/domain/resources/fields';
import { count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { referenceScope, vehicleScope } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { drivers } from '../../db/fleet-schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { companyVehicles, deviceAssignments, devices, driverAssignments } from '../../db/vehicle-schema';
import { ApiError } from '../../http/api-error';
import { pageOf, pageRequest } from '../../http/pagination';
import { recordIdParam } from '../../http/record-id';
import { tenantOf } from '../../http/request-context';
import { contract, pageAnswerOf } from '../../http/route-contract';
import { issuesError } from '../../http/validate';
import { invalidFieldError } from '../../resources/field-error';
import { presentVehicles } from '../vehicles/vehicle-resource';

const nullableId = optionalRef();

/**
 * One kind of assignment: a driver or a device put in a vehicle. Both keep a history of
 * from/until rows with at most one open row per vehicle and per driver/device.
 */
const kinds = {
  drivers: {
    field: 'driver',
    table: driverAssignments,
    target: drivers,
    targetColumn: driverAssignments.driver_id,
    body: z.object({ driver: nullableId }),
  },
  devices: {
    field: 'device',
    table: deviceAssignments,
    target: devices,
    targetColumn: deviceAssignments.device_id,
    body: z.object({ device: nullableId }),
  },
} as const;
type Kind = (typeof kinds)[keyof typeof kinds];

function vehicleIdOf(request: FastifyRequest): number {
  const id = recordIdParam(request);
  return id;
}

/**
 * Puts a driver or device in a vehicle (or takes it out with null), in one transaction: the
 * vehicle's open row closes now, the driver's/device's open row on another vehicle closes too, and
 * a new open row starts. Assigning what is already there changes nothing.
 */
export async function assign(db: Db, tenant: Tenant, kind: Kind, vehicleId: number, targetId: number | null) {
  await db.transaction(async (tx) => {
    // Locking the vehicle row makes two assignments to one vehicle wait for each other.
    const [vehicle] = await tx
      .select({ id: companyVehicles.id })
      .from(companyVehicles)
      .where(inCompany(companyVehicles, tenant, eq(companyVehicles.id, vehicleId), vehicleScope(tenant)))
      .for('update');
    if (!vehicle) throw ApiError.notFound();
    if (targetId !== null) {
      const [target] = await tx
        .select({ id: kind.target.id })
        .from(kind.target)
        .where(
          inCompany(kind.target, tenant, eq(kind.target.id, targetId), referenceScope(kind.target, tenant)),
        );
      if (!target) throw ApiError.validation(invalidFieldError(kind.field, 'vehicles'));
    }
    const table = kind.table;
    const [open] = await tx
      .select({ id: table.id, target: kind.targetColumn })
      .from(table)
      .where(inCompany(table, tenant, eq(table.company_vehicle_id, vehicleId), isNull(table.until_at)));
    if (open && open.target === targetId) return;
    if (open) await tx.update(table).set({ until_at: new Date() }).where(eq(table.id, open.id));
    if (targetId === null) return;
    await tx
      .update(table)
      .set({ until_at: new Date() })
      .where(inCompany(table, tenant, eq(kind.targetColumn, targetId), isNull(table.until_at)));
    await tx.insert(table).values({
      company_id: tenant.companyId,
      company_vehicle_id: vehicleId,
      [kind.field === 'driver' ? 'driver_id' : 'device_id']: targetId,
    } as never);
  });
}

const vehicleAnswer = z.object({ id: z.number().int() }).loose();
const historyAnswer = pageAnswerOf(
  z.object({ id: z.number().int(), from_at: z.string(), until_at: z.string().nullable() }).loose(),
);

/** `PUT/GET vehicles/companies/{id}/drivers/` and `/devices/`: assign, and the assignment history. */
export async function assignmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  for (const [segment, kind] of Object.entries(kinds) as [keyof typeof kinds, Kind][]) {
    app.put(`/vehicles/companies/:id/${segment}/`, contract({ answer: vehicleAnswer }), async (request) => {
      const tenant = tenantOf(request);
      const vehicleId = vehicleIdOf(request);
      const parsed = kind.body.safeParse(request.body ?? {});
      if (!parsed.success) {
        const issues = parsed.error.issues;
        throw issuesError(issues, 'vehicles');
      }
      const body = parsed.data as Record<string, number | null>;
      await assign(db, tenant, kind, vehicleId, body[kind.field] ?? null);
      const rows = await db
        .select()
        .from(companyVehicles)
        .where(inCompany(companyVehicles, tenant, eq(companyVehicles.id, vehicleId), vehicleScope(tenant)));
      return (await presentVehicles(rows, { db }))[0];
    });

    app.get(`/vehicles/companies/:id/${segment}/`, contract({ answer: historyAnswer }), async (request) => {
      const tenant = tenantOf(request);
      const vehicleId = vehicleIdOf(request);
      const [vehicle] = await db
        .select({ id: companyVehicles.id })
        .from(companyVehicles)
        .where(inCompany(companyVehicles, tenant, eq(companyVehicles.id, vehicleId), vehicleScope(tenant)));
      if (!vehicle) throw ApiError.notFound();
      const at = pageRequest(request);
      const table = kind.table;
      const where = inCompany(table, tenant, eq(table.company_vehicle_id, vehicleId));
      const [total] = await db.select({ n: count() }).from(table).where(where);
      const rows = await db
        .select({ id: table.id, target: kind.targetColumn, from_at: table.from_at, until_at: table.until_at })
        .from(table)
        .where(where)
        .orderBy(desc(table.from_at), desc(table.id))
        .limit(at.limit)
        .offset(at.offset);
      const targets = await targetsById(
        db,
        kind,
        rows.map((r) => r.target),
      );
      return pageOf(
        request,
        at,
        total?.n ?? 0,
        rows.map((row) => ({
          id: row.id,
          [kind.field]: targets.get(row.target) ?? null,
          from_at: row.from_at.toISOString(),
          until_at: row.until_at?.toISOString() ?? null,
        })),
      );
    });
  }
}

async function targetsById(db: Db, kind: Kind, ids: number[]): Promise<Map<number, object>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  if (kind.field === 'driver') {
    const rows = await db
      .select({ id: drivers.id, first_name: drivers.first_name, last_name: drivers.last_name })
      .from(drivers)
      .where(inArray(drivers.id, wanted));
    return new Map(rows.map((r) => [r.id, r]));
  }
  const rows = await db
    .select({ id: devices.id, imei: devices.imei, model: devices.model, sim_number: devices.sim_number })
    .from(devices)
    .where(inArray(devices.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}
