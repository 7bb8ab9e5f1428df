import { addDays, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { visibleRecordCondition } from '../../access/organization-scope';
import type { AppContext } from '../../app-context';
import { rowsOf } from '../../db/sql-helpers';
import { idListParam } from '../../http/filters';
import { cappedInstantWindow } from '../../http/record-filters';
import { tenantOf } from '../../http/request-context';

const dayMs = 86_400_000;

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
  app.get('/stats/fences/events/', async (request) => {
    const tenant = tenantOf(request);
    const { companyId } = tenant;
    const seen = visibleRecordCondition(sql`e.company_vehicle_id`, 'vehicles', tenant);
    const window = cappedInstantWindow(request.query);
    const until = window.until ?? startOfDayIn(addDays(isoDayIn(new Date()), 1));
    const from = window.from ?? new Date(until.getTime() - 30 * dayMs);
    const step = bucketMs(Math.max(0, until.getTime() - from.getTime()));
    const types = idListParam(request.query, 'company_vehicle__vehicle__id__in');
    const tags = idListParam(request.query, 'company_vehicle__company_vehicle_tags__id__in');
    const result = await ctx.database.db.execute(sql`
      select floor(extract(epoch from (e.at - ${from.toISOString()}::timestamptz)) * 1000 / ${step})::int as bucket,
             count(*)::int as n
        from fence_events e join company_vehicles v on v.id = e.company_vehicle_id
       where e.company_id = ${companyId} and e.kind = 'forbidden'
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
    const counts = new Map(rowsOf<{ bucket: number; n: number }>(result).map((row) => [row.bucket, row.n]));
    const results = [];
    for (let start = from.getTime(), i = 0; start < until.getTime(); start += step, i++) {
      results.push({
        start_bucket_date: new Date(start).toISOString(),
        end_bucket_date: new Date(Math.min(start + step, until.getTime())).toISOString(),
        forbid_fence_event_sum: counts.get(i) ?? 0,
      });
    }
    return { results };
  });
}
