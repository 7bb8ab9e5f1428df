import { formatAmount } from '@navgan/domain/display-format';
import { freeCapacity } from '@navgan/domain/resources/fuel-card';
import {
  expectedPaidTotal,
  type FuelTransaction,
  fuelTransactionInput,
  isPaidTotalPlausible,
} from '@navgan/domain/resources/fuel-transaction';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fuelCards, fuelTransactions } from '../../db/fuel-schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { companyVehicles } from '../../db/vehicle-schema';
import { fieldError } from '../../resources/field-error';
import { refOf, vehicleRefs } from '../../resources/record-refs';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { quotaMonthOf } from './fuel-month';
import { litresUsed } from './fuel-usage';

export const fuelTransactionResource: ResourceDefinition<
  typeof fuelTransactions,
  typeof fuelTransactionInput,
  FuelTransaction,
  'fuelTransactions'
> = {
  name: 'fuelTransactions',
  table: fuelTransactions,
  scope: { through: fuelTransactions.company_vehicle_id },
  input: fuelTransactionInput,
  labels: 'fuel_transactions',
  toRow: (values) => ({
    fuel_card_id: values.fuel_card,
    // Without a vehicle given, the fill-up is booked to the vehicle the card belongs to now.
    company_vehicle_id:
      values.company_vehicle ??
      sql`(select ${fuelCards.company_vehicle_id} from ${fuelCards} where ${fuelCards.id} = ${values.fuel_card})`,
    occurred_at: new Date(values.occurred_at),
    liters: values.liters,
    price_per_liter: values.price_per_liter,
    paid_total: values.paid_total ?? expectedPaidTotal(values.liters, values.price_per_liter),
    real_cost: values.real_cost,
    station: values.station,
    odometer_km: values.odometer_km,
    description: values.description,
  }),
  async present(rows, { db, tenant }) {
    const cardIds = [...new Set(rows.map((row) => row.fuel_card_id))];
    const [cards, vehicles] = await Promise.all([
      cardIds.length === 0
        ? []
        : db
            .select({ id: fuelCards.id, card_number: fuelCards.card_number, title: fuelCards.title })
            .from(fuelCards)
            .where(inCompany(fuelCards, tenant, inArray(fuelCards.id, cardIds))),
      vehicleRefs(
        db,
        tenant,
        rows.map((row) => row.company_vehicle_id),
      ),
    ]);
    const cardById = new Map(cards.map((card) => [card.id, card]));
    return rows.map((row) => ({
      id: row.id,
      fuel_card: cardById.get(row.fuel_card_id) ?? { id: row.fuel_card_id, card_number: '', title: '' },
      company_vehicle: refOf(vehicles, row.company_vehicle_id),
      occurred_at: row.occurred_at.toISOString(),
      liters: row.liters,
      price_per_liter: row.price_per_liter,
      paid_total: row.paid_total,
      real_cost: row.real_cost,
      station: row.station,
      odometer_km: row.odometer_km,
      description: row.description,
      created: row.created_at.toISOString(),
    }));
  },
  references: [
    { field: 'fuel_card', table: fuelCards },
    { field: 'company_vehicle', table: companyVehicles },
  ],
  async check(values, { db, tenant, id }) {
    if (
      values.paid_total !== null &&
      !isPaidTotalPlausible(values.paid_total, values.liters, values.price_per_liter)
    ) {
      const expected = expectedPaidTotal(values.liters, values.price_per_liter);
      return fieldError('paid_total', 'paidTotalOff', (locale) => ({
        expected: formatAmount(expected, locale),
      }));
    }
    // Fill-ups of one card are booked one at a time: with the card row locked, two concurrent
    // ones cannot both fit in the quota's last litres.
    const [card] = await db
      .select({ quota: fuelCards.monthly_quota, active: fuelCards.is_active })
      .from(fuelCards)
      .where(inCompany(fuelCards, tenant, eq(fuelCards.id, values.fuel_card)))
      .for('update');
    if (!card) return undefined;
    if (!card.active && !(await keepsItsCard(db, tenant, id, values.fuel_card))) {
      return fieldError('fuel_card', 'cardInactive');
    }
    const month = quotaMonthOf(new Date(values.occurred_at));
    const used = (await litresUsed(db, tenant, [values.fuel_card], month, id)).get(values.fuel_card) ?? 0;
    if (used + values.liters <= card.quota + 1e-9) return undefined;
    const free = freeCapacity(card.quota, used);
    return fieldError('liters', 'quotaExceeded', (locale) => ({ free: formatAmount(free, locale) }));
  },
  filters: {
    fuel_card__id__in: (ids) => inArray(fuelTransactions.fuel_card_id, ids),
    company_vehicle__id__in: (ids) => inArray(fuelTransactions.company_vehicle_id, ids),
    window: ({ from, until }) =>
      and(
        from ? gte(fuelTransactions.occurred_at, from) : undefined,
        until ? lt(fuelTransactions.occurred_at, until) : undefined,
      ),
  },
  orderBy: [desc(fuelTransactions.occurred_at), desc(fuelTransactions.id)],
};

/** An edit of a transaction already on this card (an inactive card keeps its history editable). */
async function keepsItsCard(db: Db, tenant: Tenant, id: number | undefined, card: number): Promise<boolean> {
  if (id === undefined) return false;
  const [row] = await db
    .select({ card: fuelTransactions.fuel_card_id })
    .from(fuelTransactions)
    .where(inCompany(fuelTransactions, tenant, eq(fuelTransactions.id, id)));
  return row?.card === card;
}
