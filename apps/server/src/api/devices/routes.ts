import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { vehicleScope } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import { inCompany } from '../../db/tenant-scope';
import { companyVehicles, deviceAssignments } from '../../db/vehicle-schema';
import { tenantOf } from '../../http/request-context';
import { contract } from '../../http/route-contract';
import { presentVehicles } from '../vehicles/vehicle-resource';

/**
 * `GET api/customer-vehicles/v1/has-hardware/` (spec section 7, relative to the v1 base like every
 * spec path): the vehicles the caller sees that have a device installed now, each with `hardware.imei`,
 * as a plain array (the live map and report pickers take them all).
 */
export async function hasHardwareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const answer = z.array(
    z.object({ id: z.number().int(), hardware: z.object({ imei: z.string() }).loose().nullable() }).loose(),
  );
  app.get('/api/customer-vehicles/v1/has-hardware/', contract({ answer }), async (request) => {
    const tenant = tenantOf(request);
    const rows = await db
      .select()
      .from(companyVehicles)
      .where(
        inCompany(
          companyVehicles,
          tenant,
          sql`exists (select 1 from ${deviceAssignments} where ${and(
            eq(deviceAssignments.company_vehicle_id, companyVehicles.id),
            isNull(deviceAssignments.until_at),
          )})`,
          vehicleScope(tenant),
        ),
      )
      .orderBy(desc(companyVehicles.id));
    return presentVehicles(rows, { db });
  });
}
