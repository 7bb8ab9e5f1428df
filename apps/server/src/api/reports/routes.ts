import type { Locale } from '@navgan/domain/locales';
import { type ReportName, reportNames, reportPaths } from '@navgan/domain/reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import type { Tenant } from '../../db/tenant-scope';
import { pageOf, pageRequest } from '../../http/pagination';
import { idList, pageNumber, queryOf } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { pageAnswerOf, recordId, typedContract, typedRoutes } from '../../http/route-contract';
import { sendWorkbook, xlsxMediaType } from '../../http/workbook';
import type { ReportContext } from '../../reports/report-page';
import { type ReportChoice, reportChoice, resolveReportQuery } from '../../reports/report-query';
import { buildReportWorkbook, reportQueries } from '../../reports/report-workbooks';
import { routingRoutes } from './routing-routes';

/** The reports of one fence, chosen by `geofence__id__in`. */
const fenceReports: ReadonlySet<ReportName> = new Set(['geofence-rules']);

/** A report's query: the shared choice, and the fence for the fence reports. */
const reportQueryOf = (name: ReportName, paged = false) =>
  queryOf({
    choice: reportChoice,
    ...(fenceReports.has(name) ? { fences: idList('geofence__id__in', 'The one geofence reported.') } : {}),
    ...(paged ? { page: pageNumber } : {}),
  });

/** The path's record, for a report of one record (`reports/geofence-rules/{id}/`). */
const reportParams = z.object({ id: recordId.optional() });

/** What a report reads of a request, resolved: the vehicles chosen, the days, the fence or record. */
interface ReportAsked {
  choice: ReportChoice;
  fences?: number[] | undefined;
}

async function contextOf(
  db: Db,
  tenant: Tenant,
  locale: Locale,
  asked: ReportAsked,
  recordId: number | undefined,
): Promise<ReportContext> {
  const query = await resolveReportQuery(db, tenant, asked.choice);
  return {
    db,
    tenant,
    query,
    locale,
    ...(asked.fences ? { fenceIds: asked.fences } : {}),
    ...(recordId !== undefined ? { recordId } : {}),
  };
}

/** The workbook of a report's every row (v1 and v2 serve the same file), named by its days. */
export async function sendReportWorkbook(reply: FastifyReply, name: ReportName, context: ReportContext) {
  const { file, body } = await buildReportWorkbook(name, context);
  return sendWorkbook(reply, file, body);
}

/** The workbook route of a report: its query declared, its file sent. */
export function reportExportRoute(scope: FastifyInstance, db: Db, name: ReportName, url: string): void {
  typedRoutes(scope).get(
    url,
    typedContract({ params: reportParams, query: reportQueryOf(name), file: xlsxMediaType }),
    async (request, reply) => {
      const context = await contextOf(
        db,
        tenantOf(request),
        request.locale,
        request.query,
        request.params.id,
      );
      return sendReportWorkbook(reply, name, context);
    },
  );
}

const reportRow = z.record(z.string(), z.unknown());
const reportAnswer = pageAnswerOf(reportRow).extend({
  totals: reportRow.optional(),
  summary: z.array(reportRow).optional(),
});

/**
 * Each tabular report at `reports/.../` (a DRF page of 10) and its workbook at
 * `exports/reports/.../` (every row), read by one query function so both show the same figures.
 */
export async function reportRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;
  for (const name of reportNames) {
    const path = reportPaths[name];
    const report = reportQueries[name];

    app.get(
      `/${path}`,
      typedContract({ params: reportParams, query: reportQueryOf(name, true), answer: reportAnswer }),
      async (request) => {
        const at = pageRequest(request);
        const context = await contextOf(
          db,
          tenantOf(request),
          request.locale,
          request.query,
          request.params.id,
        );
        const page = await report(context, { limit: at.limit, offset: at.offset });
        return {
          ...pageOf(request, at, page.count, page.results),
          ...(page.totals ? { totals: page.totals } : {}),
          ...(page.summary ? { summary: page.summary } : {}),
        };
      },
    );

    reportExportRoute(scope, db, name, `/exports/${path}`);
  }
  await routingRoutes(scope, ctx);
}
