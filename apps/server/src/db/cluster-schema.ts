import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The nodes of a cluster (cluster mode only): each writes its roles and a heartbeat every few
 * seconds; a node not heard from for a while is taken for dead, and its leases go to others.
 */
export const clusterNodes = pgTable(
  'cluster_nodes',
  {
    node_id: text('node_id').primaryKey(),
    roles: text('roles').array().notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    seen_at: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cluster_nodes_seen_idx').on(t.seen_at)],
);

/**
 * Named leases: who holds a piece of once-per-cluster work (the jobs, a shard of the vehicles)
 * until when. A holder renews before `expires_at`; once it passes, any node may take the lease,
 * and `token` grows by one each time the holder changes (a fencing token).
 */
export const clusterLeases = pgTable('cluster_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  token: bigint('token', { mode: 'number' }).notNull().default(1),
});
