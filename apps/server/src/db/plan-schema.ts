import { date, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { companyId, timestamps } from './tenant-columns';
import { companyVehicles } from './vehicle-schema';

/**
 * A plan: one vehicle's mission on one Iran day, ordered stops (jsonb, each with its point, radius,
 * window and dwell) or a route line with its corridor. Plans go with their vehicle.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    title: varchar('title', { length: 100 }).notNull(),
    company_vehicle_id: integer('company_vehicle_id')
      .notNull()
      .references(() => companyVehicles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    start_time: varchar('start_time', { length: 5 }),
    kind: varchar('kind', { length: 10 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('planned'),
    stops: jsonb('stops').notNull(),
    route: jsonb('route'),
    corridor_m: integer('corridor_m').notNull(),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('plans_company_day_idx').on(t.company_id, t.day),
    index('plans_vehicle_day_idx').on(t.company_vehicle_id, t.day),
  ],
);
