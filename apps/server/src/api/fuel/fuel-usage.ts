import { and, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fuelTransactions } from '../../db/fuel-schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';

/** Litres each card used within [from, until), for many cards in one query; `except` leaves one transaction out. */
export async function litresUsed(
  db: Db,
  tenant: Tenant,
  cardIds: number[],
  window: { from: Date; until: Date },
  except?: number,
): Promise<Map<number, number>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select({ card: fuelTransactions.fuel_card_id, litres: sql<string>`sum(${fuelTransactions.liters})` })
    .from(fuelTransactions)
    .where(
      inCompany(
        fuelTransactions,
        tenant,
        inArray(fuelTransactions.fuel_card_id, cardIds),
        and(gte(fuelTransactions.occurred_at, window.from), lt(fuelTransactions.occurred_at, window.until)),
        except === undefined ? undefined : ne(fuelTransactions.id, except),
      ),
    )
    .groupBy(fuelTransactions.fuel_card_id);
  return new Map(rows.map((row) => [row.card, Number(row.litres)]));
}
