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
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Tenant } from '../../db/tenant-scope';
import { vehicleCosts, vehicleTechnicals } from '../../db/vehicle-schema';
import { ApiError } from '../../http/api-error';
import { tenantOf } from '../../http/request-context';
import { idParams, typedContract, typedRoutes } from '../../http/route-contract';
import { fieldError, invalidFieldError } from '../../resources/field-error';
import { recordOf, type SubRecordColumns, save, type VehicleRow, vehicleOf } from './information-queries';

/** A record a vehicle has at most one of, edited at `vehicles/companies/{id}/information/<segment>/`. */
interface InformationKind extends SubRecordColumns {
  segment: string;
  input: z.ZodType<Record<string, unknown>>;
  createInput: z.ZodType<Record<string, unknown> & { company_vehicle: number }>;
  labels: LabelScope;
  present(row: Record<string, unknown>, vehicle: VehicleRow): object;
}

/** What both records answer beyond their fields. */
const informationAnswer = z.object({ id: z.number().int(), company_vehicle: z.number().int() }).loose();

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

/**
 * A vehicle's cost and technical information (spec section 7). GET answers 404 until the record
 * exists; PUT creates it when missing; POST (vehicle in the body) refuses a second record.
 */
export async function informationRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;
  for (const kind of [costs, technicals]) {
    const answer = async (tenant: Tenant, vehicleId: number) => {
      const vehicle = await vehicleOf(db, tenant, vehicleId);
      const row = await recordOf(db, tenant, kind, vehicleId);
      if (!vehicle || !row) throw ApiError.notFound();
      return kind.present(row, vehicle);
    };

    const path = `/vehicles/companies/:id/information/${kind.segment}/`;
    app.get(path, typedContract({ params: idParams, answer: informationAnswer }), async (request) =>
      answer(tenantOf(request), request.params.id),
    );

    app.put(
      path,
      typedContract({ params: idParams, body: kind.input, labels: kind.labels, answer: informationAnswer }),
      async (request) => {
        const tenant = tenantOf(request);
        const vehicleId = request.params.id;
        if (!(await vehicleOf(db, tenant, vehicleId))) throw ApiError.notFound();
        const existing = (await recordOf(db, tenant, kind, vehicleId)) !== undefined;
        await save(db, tenant, kind, vehicleId, request.body, existing);
        return answer(tenant, vehicleId);
      },
    );

    app.post(
      `/vehicles/companies/information/${kind.segment}/`,
      typedContract({ body: kind.createInput, labels: kind.labels, answer: informationAnswer }),
      async (request, reply) => {
        const tenant = tenantOf(request);
        const values = request.body;
        const vehicleId = values.company_vehicle;
        if (!(await vehicleOf(db, tenant, vehicleId))) {
          throw ApiError.validation(invalidFieldError('company_vehicle', kind.labels));
        }
        if (await recordOf(db, tenant, kind, vehicleId)) {
          throw ApiError.validation(fieldError('company_vehicle', 'informationExists'));
        }
        await save(db, tenant, kind, vehicleId, values, false);
        reply.code(201);
        return answer(tenant, vehicleId);
      },
    );
  }
}
