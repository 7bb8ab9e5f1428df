import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { feedTx } from './feed-columns';
import { drivers } from './fleet-schema';
import { companyId, timestamps } from './tenant-columns';
import { companyVehicles } from './vehicle-schema';

const litres = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** A fuel card and its monthly quota; it outlives the vehicle or driver it was given to. */
export const fuelCards = pgTable(
  'fuel_cards',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    card_number: varchar('card_number', { length: 16 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    company_vehicle_id: integer('company_vehicle_id').references(() => companyVehicles.id, {
      onDelete: 'set null',
    }),
    driver_id: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    monthly_quota: litres('monthly_quota').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('fuel_cards_number_key').on(t.company_id, t.card_number),
    index('fuel_cards_vehicle_idx').on(t.company_vehicle_id),
  ],
);

/**
 * A fill-up paid with a fuel card. Money in rials. The card cannot be deleted while it has
 * transactions (they are the fuel cost history); the vehicle is kept as it was at the fill-up.
 */
export const fuelTransactions = pgTable(
  'fuel_transactions',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    fuel_card_id: integer('fuel_card_id')
      .notNull()
      .references(() => fuelCards.id),
    company_vehicle_id: integer('company_vehicle_id').references(() => companyVehicles.id, {
      onDelete: 'set null',
    }),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    liters: litres('liters').notNull(),
    price_per_liter: bigint('price_per_liter', { mode: 'number' }).notNull(),
    paid_total: bigint('paid_total', { mode: 'number' }).notNull(),
    real_cost: bigint('real_cost', { mode: 'number' }),
    station: varchar('station', { length: 200 }).notNull().default(''),
    odometer_km: integer('odometer_km'),
    description: text('description').notNull().default(''),
    ...timestamps(),
    /** Moved on by every change (a trigger), so the feed carries a fill-up again after an edit. */
    tx: feedTx(),
  },
  (t) => [
    index('fuel_transactions_feed_idx').on(t.company_id, t.tx, t.id),
    index('fuel_transactions_card_idx').on(t.fuel_card_id, t.occurred_at),
    index('fuel_transactions_company_idx').on(t.company_id, t.occurred_at),
    index('fuel_transactions_vehicle_idx').on(t.company_vehicle_id, t.occurred_at),
  ],
);
