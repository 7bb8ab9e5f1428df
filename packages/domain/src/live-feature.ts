import { z } from 'zod';
import { trafficStatuses } from './traffic-status';

const person = z.object({ first_name: z.string(), last_name: z.string() });

/**
 * One vehicle of `trackings/` on the live map (spec section 3, "Live tracking item"). The
 * vehicle's id is the feature's `id` (not repeated in the properties).
 */
export const liveFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.number().int(),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
  properties: z.object({
    name: z.string(),
    license_plate: z.string(),
    speed: z.number(),
    course: z.number(),
    driver: person.nullable(),
    /** First temperature sensor, °C; the spec's 250 when a cold-chain vehicle reports none. */
    temperature: z.number().nullable(),
    is_cold_chain: z.boolean(),
    fuel: z.number().nullable(),
    /** What `fuel` counts: litres or percent, as the sensor reports it (null: unknown). */
    fuel_unit: z.enum(['l', '%']).nullable(),
    humidity: z.number().nullable(),
    /** The spec's three states: null no data, 0 off, 1 on. */
    ignition: z.union([z.literal(0), z.literal(1)]).nullable(),
    device: z.object({ sim_number: z.string(), imei: z.string() }).nullable(),
    company_vehicle_tags: z.array(
      z.object({ id: z.number().int(), fa_title: z.string(), en_title: z.string() }),
    ),
    timestamp: z.string().nullable(),
    traffic_status: z.enum(trafficStatuses),
  }),
});
export type LiveFeature = z.infer<typeof liveFeatureSchema>;

/** `trackings/`: the vehicles the caller sees, as GeoJSON. */
export const liveFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(liveFeatureSchema),
});
