import type { LabelScope } from '@navgan/domain/messages/catalogue';
import {
  monthlyCostFields,
  type VehicleCosts,
  vehicleCostsCreateInput,
  vehicleCostsInput,
} from '@navgan/domain/resources/vehicle-costs';
import {
  type FuelType,
  type VehicleTechnicals,
  vehicleTechnicalsCreateInput,
  vehicleTechnicalsInput,
} from '@navgan/domain/resources/vehicle-technicals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { vehicleScope } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { companyVehicles, vehicleCosts, vehicleTechnicals } from '../../db/vehicle-schema';
import { ApiError } from '../../http/api-error';
import { recordIdParam } from '../../http/record-id';
import { tenantOf } from '../../http/request-context';
import { validate } from '../../http/validate';
import { fieldError, invalidFieldError } from '../../resources/field-error';

type VehicleRow = typeof companyVehicles.$inferSelect;
type SubTable = typeof vehicleCosts | typeof vehicleTechnicals;

/** A record a vehicle has at most one of, edited at `vehicles/companies/{id}/information/<segment>/`. */
interface InformationKind {
  segment: string;
  table: SubTable;
  input: z.ZodType;
  createInput: z.ZodType;
  labels: LabelScope;
  toRow(values: Record<string, unknown>): Record<string, unknown>;
  /** Columns of the vehicle itself this form edits. */
  vehicleColumns?(values: Record<string, unknown>): Record<string, unknown>;
  present(row: Record<string, unknown>, vehicle: VehicleRow): object;
}

const costs: InformationKind = {
  segment: 'costs',
  table: vehicleCosts,
  input: vehicleCostsInput,
  createInput: vehicleCostsCreateInput,
  labels: 'vehicle_costs',
  toRow: (v) => ({
    purchase_date: v.purchase_date,
    purchase_price: v.purchase_price,
    monthly_parking: v.monthly_parking,
    monthly_tracking_subscription: v.monthly_tracking_subscription,
    monthly_lease: v.monthly_lease,
    monthly_other: v.monthly_other,
    description: v.description,
  }),
  vehicleColumns: (v) => ({
    depreciation_per_hour: v.depreciation_per_hour,
    other_cost_per_km: v.other_cost_per_km,
  }),
  present(row, vehicle): VehicleCosts {
    const r = row as typeof vehicleCosts.$inferSelect;
    return {
      id: r.id,
      company_vehicle: vehicle.id,
      purchase_date: r.purchase_date,
      purchase_price: r.purchase_price,
      depreciation_per_hour: vehicle.depreciation_per_hour,
      other_cost_per_km: vehicle.other_cost_per_km,
      monthly_parking: r.monthly_parking,
      monthly_tracking_subscription: r.monthly_tracking_subscription,
      monthly_lease: r.monthly_lease,
      monthly_other: r.monthly_other,
      description: r.description,
      monthly_fixed_total: monthlyCostFields.reduce((sum, field) => sum + (r[field] ?? 0), 0),
    };
  },
};

const technicals: InformationKind = {
  segment: 'technicals',
  table: vehicleTechnicals,
  input: vehicleTechnicalsInput,
  createInput: vehicleTechnicalsCreateInput,
  labels: 'vehicle_technicals',
  toRow: (v) => ({
    engine_number: v.engine_number,
    chassis_number: v.chassis_number,
    fuel_type: v.fuel_type,
    tank_capacity_l: v.tank_capacity_l,
    nominal_consumption_l_per_100km: v.nominal_consumption_l_per_100km,
    tyre_size: v.tyre_size,
    axles: v.axles,
    empty_weight_kg: v.empty_weight_kg,
    gross_weight_kg: v.gross_weight_kg,
  }),
  present(row, vehicle): VehicleTechnicals {
    const r = row as typeof vehicleTechnicals.$inferSelect;
    return {
      id: r.id,
      company_vehicle: vehicle.id,
      engine_number: r.engine_number,
      chassis_number: r.chassis_number,
      fuel_type: r.fuel_type as FuelType | null,
      tank_capacity_l: r.tank_capacity_l,
      nominal_consumption_l_per_100km: r.nominal_consumption_l_per_100km,
      tyre_size: r.tyre_size,
      axles: r.axles,
      empty_weight_kg: r.empty_weight_kg,
      gross_weight_kg: r.gross_weight_kg,
    };
  },
};

function parse(schema: z.ZodType, body: unknown, scope: LabelScope): Record<string, unknown> {
  return validate(schema, body, scope) as Record<string, unknown>;
}

async function vehicleOf(db: Db, tenant: Tenant, id: number): Promise<VehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(companyVehicles)
    .where(inCompany(companyVehicles, tenant, eq(companyVehicles.id, id), vehicleScope(tenant)));
  return row;
}

async function recordOf(db: Db, tenant: Tenant, kind: InformationKind, vehicleId: number) {
  const [row] = await db
    .select()
    .from(kind.table)
    .where(inCompany(kind.table, tenant, eq(kind.table.company_vehicle_id, vehicleId)));
  return row as Record<string, unknown> | undefined;
}

/** Writes the record (insert or update) and the vehicle's own columns in one transaction. */
async function save(
  db: Db,
  tenant: Tenant,
  kind: InformationKind,
  vehicleId: number,
  values: Record<string, unknown>,
  existing: boolean,
) {
  await db.transaction(async (tx) => {
    const columns = kind.toRow(values);
    if (existing) {
      await tx
        .update(kind.table)
        .set({ ...columns, updated_at: sql`now()` })
        .where(inCompany(kind.table, tenant, eq(kind.table.company_vehicle_id, vehicleId)));
    } else {
      await tx
        .insert(kind.table)
        .values({ ...columns, company_id: tenant.companyId, company_vehicle_id: vehicleId } as never);
    }
    if (kind.vehicleColumns) {
      await tx
        .update(companyVehicles)
        .set({ ...kind.vehicleColumns(values), updated_at: sql`now()` })
        .where(inCompany(companyVehicles, tenant, eq(companyVehicles.id, vehicleId), vehicleScope(tenant)));
    }
  });
}

function vehicleIdOf(request: FastifyRequest): number {
  const id = recordIdParam(request);
  return id;
}

/**
 * A vehicle's cost and technical information (spec section 7). GET answers 404 until the record
 * exists; PUT creates it when missing; POST (vehicle in the body) refuses a second record.
 */
export async function informationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  for (const kind of [costs, technicals]) {
    const answer = async (tenant: Tenant, vehicleId: number) => {
      const vehicle = await vehicleOf(db, tenant, vehicleId);
      const row = await recordOf(db, tenant, kind, vehicleId);
      if (!vehicle || !row) throw ApiError.notFound();
      return kind.present(row, vehicle);
    };

    app.get(`/vehicles/companies/:id/information/${kind.segment}/`, async (request) =>
      answer(tenantOf(request), vehicleIdOf(request)),
    );

    app.put(`/vehicles/companies/:id/information/${kind.segment}/`, async (request) => {
      const tenant = tenantOf(request);
      const vehicleId = vehicleIdOf(request);
      if (!(await vehicleOf(db, tenant, vehicleId))) throw ApiError.notFound();
      const values = parse(kind.input, request.body, kind.labels);
      await save(
        db,
        tenant,
        kind,
        vehicleId,
        values,
        (await recordOf(db, tenant, kind, vehicleId)) !== undefined,
      );
      return answer(tenant, vehicleId);
    });

    app.post(`/vehicles/companies/information/${kind.segment}/`, async (request, reply) => {
      const tenant = tenantOf(request);
      const values = parse(kind.createInput, request.body, kind.labels);
      const vehicleId = values.company_vehicle as number;
      if (!(await vehicleOf(db, tenant, vehicleId))) {
        throw ApiError.validation(invalidFieldError('company_vehicle', kind.labels));
      }
      if (await recordOf(db, tenant, kind, vehicleId)) {
        throw ApiError.validation(fieldError('company_vehicle', 'informationExists'));
      }
      await save(db, tenant, kind, vehicleId, values, false);
      reply.code(201);
      return answer(tenant, vehicleId);
    });
  }
}
