import { type Fine, type FineType, fineInput } from '@navgan/domain/resources/fine';
import { desc, eq, gt, ilike, isNull, lte, or } from 'drizzle-orm';
import { drivers } from '../../db/fleet-schema';
import { inCompany } from '../../db/tenant-scope';
import { companyVehicles, driverAssignments, fines } from '../../db/vehicle-schema';
import { driverRefs, vehicleRefs } from '../../resources/record-refs';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern } from '../../resources/search';
import { inList } from '../vehicles/vehicle-resource';

export const fineResource: ResourceDefinition<typeof fines, typeof fineInput, Fine, 'fines'> = {
  name: 'fines',
  table: fines,
  scope: { through: fines.company_vehicle_id },
  input: fineInput,
  labels: 'fines',
  async toRow(v, { db, tenant }) {
    const occurredAt = new Date(v.occurred_at);
    let driverId = v.driver;
    if (driverId === null) {
      // Who had the vehicle when the fine happened, from the assignment history.
      const [assigned] = await db
        .select({ driver: driverAssignments.driver_id })
        .from(driverAssignments)
        .where(
          inCompany(
            driverAssignments,
            tenant,
            eq(driverAssignments.company_vehicle_id, v.company_vehicle),
            lte(driverAssignments.from_at, occurredAt),
            or(isNull(driverAssignments.until_at), gt(driverAssignments.until_at, occurredAt)),
          ),
        )
        .orderBy(desc(driverAssignments.from_at))
        .limit(1);
      driverId = assigned?.driver ?? null;
    }
    return {
      company_vehicle_id: v.company_vehicle,
      driver_id: driverId,
      driver_from_assignment: v.driver === null && driverId !== null,
      occurred_at: occurredAt,
      fine_type: v.fine_type,
      amount: v.amount,
      paid: v.paid,
      paid_at: v.paid ? v.paid_at : null,
      location: v.location,
      description: v.description,
    };
  },
  async present(rows, { db, tenant }) {
    const [vehicleOf, driverOf] = await Promise.all([
      vehicleRefs(
        db,
        tenant,
        rows.map((r) => r.company_vehicle_id),
      ),
      driverRefs(
        db,
        tenant,
        rows.map((r) => r.driver_id),
      ),
    ]);
    return rows.map((row) => ({
      id: row.id,
      company_vehicle: vehicleOf.get(row.company_vehicle_id) ?? null,
      driver: row.driver_id === null ? null : (driverOf.get(row.driver_id) ?? null),
      driver_from_assignment: row.driver_from_assignment,
      occurred_at: row.occurred_at.toISOString(),
      fine_type: row.fine_type as FineType,
      amount: row.amount,
      paid: row.paid,
      paid_at: row.paid_at,
      location: row.location,
      description: row.description,
      created: row.created_at.toISOString(),
    }));
  },
  references: [
    { field: 'company_vehicle', table: companyVehicles },
    { field: 'driver', table: drivers },
  ],
  search: (term) =>
    or(ilike(fines.location, containsPattern(term)), ilike(fines.description, containsPattern(term))),
  filters: {
    company_vehicle__id__in: (ids) => inList(fines.company_vehicle_id, ids),
    driver__id__in: (ids) => inList(fines.driver_id, ids),
    paid: (paid) => eq(fines.paid, paid),
  },
  orderBy: [desc(fines.occurred_at), desc(fines.id)],
};
