import { addDays, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { visibleRecordCondition } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/sql-helpers';
import type { Tenant } from '../../db/tenant-scope';
import { cappedInstantRange, idList, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { typedContract, typedRoutes } from '../../http/route-contract';

const dayMs = 86_400_000;

const fenceEventsAnswer = z.object({
  results: z.array(
    z.object({
      start_bucket_date: z.string(),
      end_bucket_date: z.string(),
      forbid_fence_event_sum: z.number().int(),
    }),
  ),
});

/** Buckets of a day up to a month, of a week up to half a year, of thirty days beyond. */
export function bucketMs(spanMs: number): number {
  if (spanMs <= 31 * dayMs) return dayMs;
  if (spanMs <= 190 * dayMs) return 7 * dayMs;
  return 30 * dayMs;
}

/**
 * `stats/fences/events/`: forbidden-fence violations per period for the analytics chart, from the
 * episodes in `fence_events` (one per entry, not per position) of the vehicles the caller sees. Window `start_range`/`stop_range`
 * (the last 30 days by default); filters by vehicle type and tag as the spec's analytics calls name
 * them. Every bucket is answered, empty ones with 0.
 */
export async function fenceEventStatsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const query = queryOf({
    window: cappedInstantRange(),
    types: idList('company_vehicle__vehicle__id__in', 'Vehicle types: a comma list of ids.'),
    tags: idList('company_vehicle__company_vehicle_tags__id__in', 'Tags: a comma list of ids.'),
  });
  typedRoutes(app).get(
    '/stats/fences/events/',
    typedContract({ query, answer: fenceEventsAnswer }),
    async (request) => {
      const tenant = tenantOf(request);
      const { window, types, tags } = request.query;
      const until = window.until ?? startOfDayIn(addDays(isoDayIn(new Date()), 1));
      const from = window.from ?? new Date(until.getTime() - 30 * dayMs);
      const step = bucketMs(Math.max(0, until.getTime() - from.getTime()));
      const counts = await forbiddenEntries(ctx.database.db, tenant, { from, until, step, types, tags });
      const results = [];
      for (let start = from.getTime(), i = 0; start < until.getTime(); start += step, i++) {
        results.push({
          start_bucket_date: new Date(start).toISOString(),
          end_bucket_date: new Date(Math.min(start + step, until.getTime())).toISOString(),
          forbid_fence_event_sum: counts.get(i) ?? 0,
        });
      }
      return { results };
    },
  );
}

/**
 * Forbidden-fence entries of the vehicles the caller sees (of these types and tags) from `from`
 * to `until`, counted per bucket of `step` ms (the bucket's index from `from`).
 */
async function forbiddenEntries(
  db: Db,
  tenant: Tenant,
  q: { from: Date; until: Date; step: number; types: number[] | undefined; tags: number[] | undefined },
): Promise<Map<number, number>> {
  const { from, until, step, types, tags } = q;
  const seen = visibleRecordCondition(sql`e.company_vehicle_id`, 'vehicles', tenant);
  const result = await db.execute(sql`
      select floor(extract(epoch from (e.at - ${from.toISOString()}::timestamptz)) * 1000 / ${step})::int as bucket,
             count(*)::int as n
        from fence_events e join company_vehicles v on v.id = e.company_vehicle_id
       where e.company_id = ${tenant.companyId} and e.kind = 'forbidden'
         and e.at >= ${from.toISOString()}::timestamptz and e.at < ${until.toISOString()}::timestamptz
         ${seen ? sql`and ${seen}` : sql``}
         ${
           types?.length
             ? sql`and v.vehicle_type_id in (${sql.join(
                 types.map((id) => sql`${id}`),
                 sql`, `,
               )})`
             : sql``
         }
         ${
           tags?.length
             ? sql`and exists (select 1 from company_vehicle_tags t where t.company_vehicle_id = e.company_vehicle_id
                    and t.tag_id in (${sql.join(
                      tags.map((id) => sql`${id}`),
                      sql`, `,
                    )}))`
             : sql``
         }
       group by bucket`);
  return new Map(rowsOf<{ bucket: number; n: number }>(result).map((row) => [row.bucket, row.n]));
}
