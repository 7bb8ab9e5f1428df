import { type ReportName, reportNames, reportPaths } from '@navgan/domain/reports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { plateLetters } from '../../db/schema';
import { pageOf, pageRequest } from '../../http/pagination';
import { tenantOf } from '../../http/request-context';
import { motionReports } from './motion-reports';
import { readReportQuery } from './report-query';
import { reportWorkbook } from './report-workbook';
import { routingRoutes } from './routing-routes';
import { type ReportContext, type ReportPage, type RowWindow, tabularReports } from './tabular-reports';

/** Every tabular report's query function, by name: the page and the workbook both read it. */
export const reportQueries: Record<
  ReportName,
  (context: ReportContext, window: RowWindow) => Promise<ReportPage>
> = { ...tabularReports, ...motionReports };

/** The handler answering a report's every row as a workbook (v1 and v2 serve the same file). */
export function reportExport(db: Db, name: ReportName) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const tenant = tenantOf(request);
    const query = await readReportQuery(db, tenant, request.query);
    const [page, letterRows] = await Promise.all([
      reportQueries[name]({ db, tenant, query, locale: request.locale }, 'all'),
      db.select({ code: plateLetters.code, char: plateLetters.char }).from(plateLetters),
    ]);
    const body = await reportWorkbook(
      name,
      page.totals ? [...page.results, page.totals] : page.results,
      request.locale,
      new Map(letterRows.map((l) => [l.code, l.char])),
    );
    const file = `${name}-${query.from.replaceAll('-', '')}-${query.to.replaceAll('-', '')}.xlsx`;
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename=${file}`)
      .send(body);
  };
}

/**
 * Each tabular report at `reports/.../` (a DRF page of 10) and its workbook at
 * `exports/reports/.../` (every row), read by one query function so both show the same figures.
 */
export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  for (const name of reportNames) {
    const path = reportPaths[name];
    const report = reportQueries[name];

    app.get(`/${path}`, async (request) => {
      const tenant = tenantOf(request);
      const at = pageRequest(request);
      const query = await readReportQuery(db, tenant, request.query);
      const page = await report(
        { db, tenant, query, locale: request.locale },
        { limit: at.limit, offset: at.offset },
      );
      const answer = pageOf(request, at, page.count, page.results);
      return page.totals ? { ...answer, totals: page.totals } : answer;
    });

    app.get(`/exports/${path}`, reportExport(db, name));
  }
  await routingRoutes(app, ctx);
}
