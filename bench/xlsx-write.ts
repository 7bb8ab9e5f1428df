import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { plateLetters } from '@navgan/domain/plate-letters';
import { type WorkbookSheet, workbookBuffer } from '../apps/server/src/http/workbook';
import type { ReportPage, ReportRow } from '../apps/server/src/reports/report-page';
import { reportSheets } from '../apps/server/src/reports/report-workbook';
import { report } from './stats';

/**
 * Writing the daily report's workbook of `BENCH_ROWS` (10,000) vehicle-days, 17 columns, in fa:
 * the median time of `BENCH_SAMPLES` (5) writes and the peak memory one write adds (each measured
 * in a fresh process), against serialising the same page as JSON (what its screen answer costs).
 * When the previous writer is installed (`npm install --no-save exceljs`), it is measured on the
 * same sheets as well, as the baseline of a second pair of lines.
 */
export async function xlsxWrite(): Promise<void> {
  const samples = Number(process.env.BENCH_SAMPLES ?? 5);
  const rows = Number(process.env.BENCH_ROWS ?? 10_000);
  const label = `${rows.toLocaleString('en')} rows × 17`;
  const writers: Writer[] = ['json', 'workbook'];
  if (await exceljsModule()) writers.push('exceljs');
  const time: Partial<Record<Writer, number>> = {};
  const peak: Partial<Record<Writer, number>> = {};
  for (const writer of writers) {
    const runs: Measure[] = [];
    for (let i = 0; i < samples; i++) runs.push(await measureApart(writer, rows));
    time[writer] = median(runs.map((run) => run.ms));
    peak[writer] = median(runs.map((run) => run.peakMb));
  }
  const fig = (figures: Partial<Record<Writer, number>>, writer: Writer) => figures[writer] ?? Number.NaN;
  report(`xlsx write, ${label}`, fig(time, 'workbook'), 'JSON of the page', fig(time, 'json'));
  report(
    `xlsx write peak memory, ${label}`,
    fig(peak, 'workbook'),
    'JSON of the page',
    fig(peak, 'json'),
    'MB',
  );
  if (writers.includes('exceljs')) {
    report(`xlsx write, ${label}`, fig(time, 'workbook'), 'exceljs', fig(time, 'exceljs'));
    report(`xlsx write peak memory, ${label}`, fig(peak, 'workbook'), 'exceljs', fig(peak, 'exceljs'), 'MB');
  }
}

type Writer = 'json' | 'workbook' | 'exceljs';
interface Measure {
  ms: number;
  peakMb: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One write in a fresh process, so that its peak resident memory is the write's own. */
async function measureApart(writer: Writer, rows: number): Promise<Measure> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), 'xlsx-write-child', writer, String(rows)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Measure;
}

async function measureHere(writer: Writer, rows: number): Promise<Measure> {
  const page = dailyPage(rows);
  const sheets = reportSheets('daily', page, 'fa', new Map(plateLetters.map((l) => [l.code, l.char])));
  const exceljs = writer === 'exceljs' ? await exceljsModule() : undefined;
  const write = async () => {
    if (writer === 'json') return Buffer.from(JSON.stringify(page)).length;
    if (exceljs) return (await exceljsWrite(exceljs, sheets, true)).length;
    return (await workbookBuffer(sheets, 'fa')).length;
  };
  const before = process.memoryUsage().rss;
  const start = performance.now();
  await write();
  const ms = performance.now() - start;
  const peakMb = (process.resourceUsage().maxRSS * 1024 - before) / 2 ** 20;
  return { ms, peakMb };
}

/** A month of vehicle-days with every figure set, as the daily report answers them. */
function dailyPage(rows: number): ReportPage {
  const results: ReportRow[] = [];
  for (let i = 0; i < rows; i++)
    results.push({
      company_vehicle: { id: i % 300, name: `Truck ${i % 300}`, license_plate: `${120_234_567 + (i % 300)}` },
      day: `2026-03-${String(1 + (i % 30)).padStart(2, '0')}`,
      distance_km: 120.5 + (i % 97),
      engine_s: 18_000 + i,
      moving_s: 12_000 + i,
      idle_s: 3_000,
      stopped_s: 65_000,
      max_speed_kmh: 96,
      mean_speed_kmh: 48,
      fuel_used_l: 31.7,
      fuel_cost: 475_500,
      harsh_acceleration: i % 3,
      harsh_braking: i % 2,
      harsh_cornering: 0,
      fence_violations: i % 5 === 0 ? 1 : 0,
      cost: 1_250_000 + i,
    });
  return { count: rows, results };
}

// biome-ignore lint/suspicious/noExplicitAny: the previous writer is optional and untyped here.
type ExcelJsModule = any;

/** The previous writer, when installed for a comparison; not a dependency of the project. */
async function exceljsModule(): Promise<ExcelJsModule | undefined> {
  const name = 'exceljs';
  try {
    return ((await import(name)) as { default: ExcelJsModule }).default;
  } catch {
    return undefined;
  }
}

/** The same sheets as the previous writer wrote them: same views, widths, formats and bold rows. */
async function exceljsWrite(ExcelJS: ExcelJsModule, sheets: WorkbookSheet[], rtl: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const out = book.addWorksheet(sheet.name, { views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }] });
    out.columns = sheet.columns.map((c) => ({
      header: c.header,
      key: c.key,
      width: c.width,
      ...(c.format ? { style: { numFmt: c.format } } : {}),
    }));
    out.getRow(1).font = { bold: true };
    for (const row of sheet.rows) out.addRow(row);
    if (sheet.totals) out.addRow(sheet.totals).font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

if (process.argv[2] === 'xlsx-write-child') {
  const writer = process.argv[3] as Writer;
  console.log(JSON.stringify(await measureHere(writer, Number(process.argv[4]))));
}
