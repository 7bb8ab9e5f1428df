import type { ReportName } from '@navgan/domain/reports';
import { plateLetters } from '../db/schema';
import { motionReports } from './motion-reports';
import type { ReportContext, ReportPage, RowWindow } from './report-page';
import { reportWorkbook } from './report-workbook';
import { tabularReports } from './tabular-reports';

/** Every tabular report's query function, by name: the page, the workbook and the schedules read it. */
export const reportQueries: Record<
  ReportName,
  (context: ReportContext, window: RowWindow) => Promise<ReportPage>
> = { ...tabularReports, ...motionReports };

/** A report's every row as a workbook in the context's language, named by its report and days. */
export async function buildReportWorkbook(
  name: ReportName,
  context: ReportContext,
): Promise<{ file: string; body: Buffer }> {
  const [page, letterRows] = await Promise.all([
    reportQueries[name](context, 'all'),
    context.db.select({ code: plateLetters.code, char: plateLetters.char }).from(plateLetters),
  ]);
  const body = await reportWorkbook(
    name,
    page,
    context.locale,
    new Map(letterRows.map((l) => [l.code, l.char])),
  );
  const { query } = context;
  const file = `${name}-${query.from.replaceAll('-', '')}-${query.to.replaceAll('-', '')}.xlsx`;
  return { file, body };
}
