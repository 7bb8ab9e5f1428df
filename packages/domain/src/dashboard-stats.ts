import { z } from 'zod';

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

/**
 * A pie's items: a plain array (`stats/...`), or an object with `results` (a DRF page, and
 * `customer/v1/car-live-state/`, whose results are the realtime pie's updated / not updated).
 */
export const summaryPieSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && 'results' in body ? body.results : body),
  z.array(summaryPieItemSchema),
);
