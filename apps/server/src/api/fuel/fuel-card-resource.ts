import { type FuelCard, freeCapacity, fuelCardInput } from '@navgan/domain/resources/fuel-card';
import { asc, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { drivers } from '../../db/fleet-schema';
import { fuelCards } from '../../db/fuel-schema';
import { inCompany } from '../../db/tenant-scope';
import { companyVehicles } from '../../db/vehicle-schema';
import { fieldError } from '../../resources/field-error';
import { driverRefs, refOf, vehicleRefs } from '../../resources/record-refs';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern, normalizeSearchText } from '../../resources/search';
import { quotaMonthOf } from './fuel-month';
import { litresUsed } from './fuel-usage';

export const fuelCardResource: ResourceDefinition<
  typeof fuelCards,
  typeof fuelCardInput,
  FuelCard,
  'fuelCards'
> = {
  name: 'fuelCards',
  table: fuelCards,
  scope: { through: fuelCards.company_vehicle_id },
  input: fuelCardInput,
  labels: 'fuel_cards',
  toRow: (values) => ({
    card_number: values.card_number,
    title: values.title,
    company_vehicle_id: values.company_vehicle,
    driver_id: values.driver,
    monthly_quota: values.monthly_quota,
    is_active: values.is_active,
  }),
  async present(rows, { db, tenant }) {
    const [vehicles, people, used] = await Promise.all([
      vehicleRefs(
        db,
        tenant,
        rows.map((row) => row.company_vehicle_id),
      ),
      driverRefs(
        db,
        tenant,
        rows.map((row) => row.driver_id),
      ),
      litresUsed(
        db,
        tenant,
        rows.map((row) => row.id),
        quotaMonthOf(new Date()),
      ),
    ]);
    return rows.map((row) => {
      const usedThisMonth = used.get(row.id) ?? 0;
      return {
        id: row.id,
        card_number: row.card_number,
        title: row.title,
        company_vehicle: refOf(vehicles, row.company_vehicle_id),
        driver: refOf(people, row.driver_id),
        monthly_quota: row.monthly_quota,
        is_active: row.is_active,
        used_this_month: usedThisMonth,
        free_capacity: freeCapacity(row.monthly_quota, usedThisMonth),
        created: row.created_at.toISOString(),
      };
    });
  },
  references: [
    { field: 'company_vehicle', table: companyVehicles },
    { field: 'driver', table: drivers },
  ],
  async check(values, { db, tenant, id }) {
    const [taken] = await db
      .select({ id: fuelCards.id })
      .from(fuelCards)
      .where(
        inCompany(
          fuelCards,
          tenant,
          eq(fuelCards.card_number, values.card_number),
          id === undefined ? undefined : ne(fuelCards.id, id),
        ),
      )
      .limit(1);
    return taken ? fieldError('card_number', 'cardNumberTaken') : undefined;
  },
  search: (term) =>
    or(
      ilike(fuelCards.card_number, containsPattern(normalizeSearchText(term).replace(/[\s-]/g, ''))),
      ilike(fuelCards.title, containsPattern(term)),
    ),
  filters: {
    company_vehicle__id__in: (ids) => inArray(fuelCards.company_vehicle_id, ids),
    driver__id__in: (ids) => inArray(fuelCards.driver_id, ids),
    is_active: (active) => eq(fuelCards.is_active, active),
  },
  orderBy: [asc(fuelCards.title), desc(fuelCards.id)],
  summary: (row) => ({
    id: row.id,
    card_number: row.card_number,
    title: row.title,
    is_active: row.is_active,
  }),
};
