import type { ReportName } from '@navgan/domain/reports';
import type { Db } from '../db/database';
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
  const [page, letters] = await Promise.all([
    reportQueries[name](context, 'all'),
    plateLettersOf(context.db),
  ]);
  const body = await reportWorkbook(name, page, context.locale, letters);
  const { query } = context;
  const file = `${name}-${query.from.replaceAll('-', '')}-${query.to.replaceAll('-', '')}.xlsx`;
  return { file, body };
}

/** The letters of the plates, for the workbooks. */
export async function plateLettersOf(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: plateLetters.code, char: plateLetters.char }).from(plateLetters);
  return new Map(rows.map((l) => [l.code, l.char]));
}
