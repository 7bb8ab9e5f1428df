import { reportNames } from '@navgan/domain/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { plateLetters } from '../../db/schema';
import { pageOf, pageRequest } from '../../http/pagination';
import { tenantOf } from '../../http/request-context';
import { readReportQuery } from './report-query';
import { reportWorkbook } from './report-workbook';
import { routingRoutes } from './routing-routes';
import { reportPaths, tabularReports } from './tabular-reports';

const rawOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
const paramsOf = (request: FastifyRequest) => (request.params ?? {}) as Record<string, string>;

/**
 * Each tabular report at `reports/.../` (a DRF page of 10) and its workbook at
 * `exports/reports/.../` (every row), read by one query function so both show the same figures.
 */
export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  for (const name of reportNames) {
    const path = reportPaths[name];
    const report = tabularReports[name];

    app.get(`/${path}`, async (request) => {
      const tenant = tenantOf(request);
      const at = pageRequest(request);
      const query = await readReportQuery(db, tenant, request.query);
      const page = await report(
        { db, tenant, query, locale: request.locale, raw: rawOf(request), params: paramsOf(request) },
        { limit: at.limit, offset: at.offset },
      );
      const answer = pageOf(request, at, page.count, page.results);
      return page.summary ? { ...answer, summary: page.summary } : answer;
    });

    app.get(`/exports/${path}`, async (request, reply) => {
      const tenant = tenantOf(request);
      const query = await readReportQuery(db, tenant, request.query);
      const [page, letterRows] = await Promise.all([
        report(
          { db, tenant, query, locale: request.locale, raw: rawOf(request), params: paramsOf(request) },
          'all',
        ),
        db.select({ code: plateLetters.code, char: plateLetters.char }).from(plateLetters),
      ]);
      const body = await reportWorkbook(
        name,
        page,
        request.locale,
        new Map(letterRows.map((l) => [l.code, l.char])),
      );
      const file = `${name}-${query.from.replaceAll('-', '')}-${query.to.replaceAll('-', '')}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename=${file}`)
        .send(body);
    });
  }
  await routingRoutes(app, ctx);
}
