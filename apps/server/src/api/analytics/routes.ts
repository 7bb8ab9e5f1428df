import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { typedContract, typedRoutes } from '../../http/route-contract';
import { analyticsFilters, analyticsQueryOf } from './analytics-query';
import {
  driverBehaviours,
  fleetCosts,
  fleetUtilizations,
  fuelEfficiencies,
  statsSummary,
} from './analytics-reports';

/** Each call's figures (`{results: [...]}` for the charts, an object of totals for the summary). */
const analyticsAnswer = z.record(z.string(), z.unknown());

/**
 * The analytics dashboard's calls (spec section 7), each with `start_range`/`stop_range` and the
 * vehicle type, tag and organization filters. `stats/fences/events/` belongs to the fences work.
 */
export async function analyticsRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const query = queryOf({ filters: analyticsFilters });
  const db = ctx.database.db;
  const reports = {
    '/stats/summaries/': statsSummary,
    '/stats/fuels/efficiencies/': fuelEfficiencies,
    '/stats/fleets/utilizations/': fleetUtilizations,
    '/stats/costs/': fleetCosts,
    '/stats/drivers/behaviours/': driverBehaviours,
  } as const;
  for (const [path, report] of Object.entries(reports)) {
    app.get(path, typedContract({ query, answer: analyticsAnswer }), async (request) =>
      report(db, analyticsQueryOf(request.query.filters, tenantOf(request))),
    );
  }
}
