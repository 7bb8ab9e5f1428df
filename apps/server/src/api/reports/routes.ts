import { type ReportName, reportNames, reportPaths } from '@navgan/domain/reports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { plateLetters } from '../../db/schema';
import { pageOf, pageRequest } from '../../http/pagination';
import { tenantOf } from '../../http/request-context';
import { contract } from '../../http/route-contract';
import { sendWorkbook, xlsxMediaType } from '../../http/workbook';
import { motionReports } from './motion-reports';
import type { ReportContext, ReportPage, RowWindow } from './report-page';
import { readReportQuery } from './report-query';
import { reportWorkbook } from './report-workbook';
import { routingRoutes } from './routing-routes';
import { tabularReports } from './tabular-reports';

/** Every tabular report's query function, by name: the page and the workbook both read it. */
export const reportQueries: Record<
  ReportName,
  (context: ReportContext, window: RowWindow) => Promise<ReportPage>
> = { ...tabularReports, ...motionReports };

const rawOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
const paramsOf = (request: FastifyRequest) => (request.params ?? {}) as Record<string, string>;

/** What a report's query function reads of a request. */
async function contextOf(db: Db, request: FastifyRequest): Promise<ReportContext> {
  const tenant = tenantOf(request);
  const query = await readReportQuery(db, tenant, request.query);
  return { db, tenant, query, locale: request.locale, raw: rawOf(request), params: paramsOf(request) };
}

/** The handler answering a report's every row as a workbook (v1 and v2 serve the same file). */
export function reportExport(db: Db, name: ReportName) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const context = await contextOf(db, request);
    const [page, letterRows] = await Promise.all([
      reportQueries[name](context, 'all'),
      db.select({ code: plateLetters.code, char: plateLetters.char }).from(plateLetters),
    ]);
    const body = await reportWorkbook(
      name,
      page,
      request.locale,
      new Map(letterRows.map((l) => [l.code, l.char])),
    );
    const { query } = context;
    const file = `${name}-${query.from.replaceAll('-', '')}-${query.to.replaceAll('-', '')}.xlsx`;
    return sendWorkbook(reply, file, body);
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
      const at = pageRequest(request);
      const page = await report(await contextOf(db, request), { limit: at.limit, offset: at.offset });
      return {
        ...pageOf(request, at, page.count, page.results),
        ...(page.totals ? { totals: page.totals } : {}),
        ...(page.summary ? { summary: page.summary } : {}),
      };
    });

    app.get(`/exports/${path}`, contract({ file: xlsxMediaType }), reportExport(db, name));
  }
  await routingRoutes(app, ctx);
}
