import { z } from 'zod';
import { realtimePieColors } from './constants';
import { summaryPieItemSchema } from './dashboard-stats';
import { trafficStatuses } from './traffic-status';

/** One slice of a dashboard pie as the server builds it (spec section 3, "Summary pie item"). */
export const summaryPieSliceSchema = summaryPieItemSchema.extend({
  /** The lookup row's id; null for "not set"; the realtime pie uses 'updated' / 'not_updated'. */
  id: z.union([z.number(), z.string()]).nullable(),
  color: z.object({ code: z.string() }),
});
export type SummaryPieItem = z.infer<typeof summaryPieSliceSchema>;

/** `customer/v1/car-live-state/`: the realtime pie, and the counts behind it by live status. */
export const carLiveStateSchema = z.object({
  total: z.number().int(),
  results: z.array(summaryPieSliceSchema),
  statuses: z.record(z.enum(trafficStatuses), z.number().int()),
});
export type CarLiveState = z.infer<typeof carLiveStateSchema>;

/** The slice of rows whose lookup is empty. */
export const notSetSlice = { fa_title: 'نامشخص', en_title: 'Not set', color: '#9ca3af' } as const;

export const realtimeSlices = {
  updated: { fa_title: 'به‌روز', en_title: 'Updated', color: realtimePieColors.updated },
  not_updated: { fa_title: 'به‌روز نشده', en_title: 'Not updated', color: realtimePieColors.notUpdated },
} as const;
