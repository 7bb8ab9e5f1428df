import { z } from 'zod';

/**
 * The change feeds integrators read with a cursor (`GET feeds/<kind>/?after=<cursor>&limit=`):
 * rows in the order their transactions wrote them, each exactly once (docs/integrations-api.md).
 */
export const feedKinds = ['positions', 'trips', 'events', 'fuel-transactions'] as const;
export type FeedKind = (typeof feedKinds)[number];

export const feedLimit = { min: 1, max: 1000, fallback: 100 } as const;

/** A page of a feed: `next_cursor` is the `after` of the next read (null only before any row exists). */
export const feedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), next_cursor: z.string().nullable(), has_more: z.boolean() });

const instant = z.string().describe('ISO 8601 instant (UTC).');

export const positionFeedItem = z.object({
  vehicle: z.number().int().nullable(),
  device: z.number().int(),
  fix_time: instant,
  server_time: instant,
  valid: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  altitude: z.number().nullable(),
  speed_kmh: z.number(),
  course: z.number().int(),
  satellites: z.number().int().nullable(),
  attributes: z.record(z.string(), z.unknown()),
});

/** A trip once the derivation closed it (a trip is fed when it ends, never while it grows). */
export const tripFeedItem = z.object({
  id: z.number().int(),
  vehicle: z.number().int(),
  driver: z.number().int().nullable(),
  started_at: instant,
  ended_at: instant,
  start_latitude: z.number(),
  start_longitude: z.number(),
  end_latitude: z.number(),
  end_longitude: z.number(),
  distance_m: z.number(),
  moving_s: z.number(),
  idle_s: z.number(),
  max_speed_kmh: z.number(),
  mean_speed_kmh: z.number(),
});

/** A derived event: harsh acceleration, braking or cornering, over-speed or idle (see docs/metrics.md). */
export const eventFeedItem = z.object({
  id: z.number().int(),
  vehicle: z.number().int(),
  driver: z.number().int().nullable(),
  kind: z.string(),
  at: instant,
  ended_at: instant.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  value: z.number().nullable(),
  from_device: z.boolean(),
});

/** A fill-up as it stands now: an edited one comes again, later in the feed. */
export const fuelTransactionFeedItem = z.object({
  id: z.number().int(),
  fuel_card: z.number().int(),
  vehicle: z.number().int().nullable(),
  occurred_at: instant,
  liters: z.number(),
  price_per_liter: z.number(),
  paid_total: z.number(),
  real_cost: z.number().nullable(),
  station: z.string(),
  odometer_km: z.number().int().nullable(),
  description: z.string(),
  updated_at: instant,
});
