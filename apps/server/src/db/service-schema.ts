import { bigint, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './schema';
import { companyVehicles } from './vehicle-schema';

/**
 * A periodic service done on a vehicle, and when the next one is due. `next_date` and
 * `next_distance` are what the user gave; `due_date` and `due_distance` are those or the
 * computed ones (last service + interval), kept as columns so reminders can be queried.
 */
export const vehicleServices = pgTable(
  'vehicle_services',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    company_vehicle_id: integer('company_vehicle_id')
      .notNull()
      .references(() => companyVehicles.id, { onDelete: 'cascade' }),
    service_type: varchar('service_type', { length: 30 }).notNull(),
    price: bigint('price', { mode: 'number' }),
    date: date('date').notNull(),
    next_date: date('next_date'),
    due_date: date('due_date'),
    /** Odometer kilometres. */
    distance: integer('distance'),
    next_distance: integer('next_distance'),
    due_distance: integer('due_distance'),
    day_interval: integer('day_interval'),
    meter_interval: integer('meter_interval'),
    notify_days_before: integer('notify_days_before'),
    notify_km_before: integer('notify_km_before'),
    description: text('description').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_services_company_idx').on(t.company_id, t.date),
    index('vehicle_services_due_idx').on(t.company_id, t.due_date),
    index('vehicle_services_vehicle_idx').on(t.company_vehicle_id, t.date),
  ],
);
