import { z } from 'zod';
import { realtimePieColors } from './constants';
import { isUpdated, trafficStatuses } from './traffic-status';

const titled = z.object({ fa_title: z.string(), en_title: z.string() });

/** `GET stats/fleets/todays/` (spec section 3, "Today's report"). */
export const todaysReportSchema = z.object({
  max_speed: z.number().nullable(),
  max_speed_datetime: z.string().nullable(),
  mean_speed: z.number().nullable(),
  max_speed_company_vehicle: z
    .object({
      id: z.number().int().optional(),
      name: z.string().optional(),
      license_plate: z.string(),
      vehicle: titled.nullable().optional(),
      color: titled.extend({ code: z.string() }).nullable().optional(),
      /** The driver at the moment of the top speed; null is shown as 'no driver'. */
      driver: z.object({ first_name: z.string(), last_name: z.string() }).nullable().optional(),
    })
    .nullable(),
});
export type TodaysReport = z.infer<typeof todaysReportSchema>;

/** One slice of a summary pie (spec section 3, "Summary pie item"). */
export const summaryPieItemSchema = titled.extend({
  count: z.number(),
  color: z.object({ code: z.string() }).nullable().optional(),
});
export type SummaryPieItem = z.infer<typeof summaryPieItemSchema>;

/** A list of pie items, as a plain array or a DRF page. */
export const summaryPieSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && 'results' in body ? body.results : body),
  z.array(summaryPieItemSchema),
);

/** What the realtime pie reads of `trackings/`: each vehicle's traffic status. */
export const trackingStatusesSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && 'features' in body ? body.features : body),
  z.array(z.object({ properties: z.object({ traffic_status: z.enum(trafficStatuses) }) })),
);
export type TrackingStatuses = z.infer<typeof trackingStatusesSchema>;

export interface RealtimeSlice {
  key: 'updated' | 'notUpdated';
  count: number;
  color: string;
}

/** The realtime pie (spec sections 4 and 9): 'offline' vehicles are not updated, all others are. */
export function realtimeSlices(features: TrackingStatuses): RealtimeSlice[] {
  const updated = features.filter((feature) => isUpdated(feature.properties.traffic_status)).length;
  return [
    { key: 'updated', count: updated, color: realtimePieColors.updated },
    { key: 'notUpdated', count: features.length - updated, color: realtimePieColors.notUpdated },
  ];
}
