import type { Locale } from '@navgan/domain/locales';
import {
  eventKindLabels,
  type ReportColumn,
  type ReportName,
  reportColumns,
  reportLabels,
  reportSummaryColumns,
} from '@navgan/domain/reports';
import ExcelJS from 'exceljs';
import { iranMomentText } from '../../i18n/iran-moment';
import { plateText } from '../exports/routes';
import type { ReportPage, ReportRow } from './report-page';

const sheetNames: Record<ReportName, Record<Locale, string>> = {
  'driver-history': { fa: 'تاریخچه‌ی راننده', en: 'Driver history', tr: 'Sürücü geçmişi' },
  'hardware-history': { fa: 'تاریخچه‌ی سخت‌افزار', en: 'Hardware history', tr: 'Donanım geçmişi' },
  stops: { fa: 'توقف‌ها', en: 'Stops', tr: 'Duraklar' },
  daily: { fa: 'گزارش روزانه', en: 'Daily report', tr: 'Günlük rapor' },
  periodic: { fa: 'گزارش دوره‌ای', en: 'Periodic report', tr: 'Dönemsel rapor' },
  'geofence-rules': { fa: 'قوانین حصار', en: 'Geofence rules', tr: 'Bölge kuralları' },
  'geofence-episodes': { fa: 'رویدادهای حصار', en: 'Geofence episodes', tr: 'Bölge olayları' },
  'fuel-transactions': { fa: 'تراکنش‌های سوخت', en: 'Fuel transactions', tr: 'Yakıt işlemleri' },
  overview: { fa: 'گزارش کلی', en: 'Overview', tr: 'Genel bakış' },
  'routing-details': { fa: 'جزئیات مسیرها', en: 'Routing details', tr: 'Güzergâh ayrıntıları' },
  events: { fa: 'رویدادها', en: 'Events', tr: 'Olaylar' },
};
const summarySheetName: Record<Locale, string> = { fa: 'جمع‌بندی', en: 'Summary', tr: 'Özet' };
const yesNo: Record<Locale, [string, string]> = {
  fa: ['بله', 'خیر'],
  en: ['Yes', 'No'],
  tr: ['Evet', 'Hayır'],
};

const jalaliDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});

function momentText(iso: unknown, locale: Locale): string {
  return typeof iso === 'string' ? iranMomentText(new Date(iso), locale) : '';
}

function dayText(day: unknown, locale: Locale): string {
  if (typeof day !== 'string') return '';
  return locale === 'fa' ? jalaliDay.format(new Date(`${day}T00:00:00Z`)) : day;
}

/**
 * A report as a workbook in the caller's language: a right-to-left sheet in fa, Jalali dates and
 * Iran times, durations as spreadsheet times ([h]:mm) so they sum, plates as people read them.
 * The totals row (a row without a vehicle) closes the sheet in bold; a report with a summary gets
 * it as a second sheet of the same kind.
 */
export async function reportWorkbook(
  name: ReportName,
  page: ReportPage,
  locale: Locale,
  letters: Map<string, string>,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const rows = page.totals ? [...page.results, page.totals] : page.results;
  fillSheet(book, sheetNames[name][locale], reportColumns[name], rows, locale, letters);
  const summary = reportSummaryColumns[name];
  if (summary && page.summary)
    fillSheet(book, summarySheetName[locale], summary, page.summary, locale, letters);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function fillSheet(
  book: ExcelJS.Workbook,
  title: string,
  allColumns: ReportColumn[],
  rows: ReportRow[],
  locale: Locale,
  letters: Map<string, string>,
): void {
  const sheet = book.addWorksheet(title, {
    views: [{ rightToLeft: locale === 'fa', state: 'frozen', ySplit: 1 }],
  });
  // A playback link is a screen's affordance; the workbook has no route to open.
  const columns = allColumns.filter((column) => column.kind !== 'playback');
  sheet.columns = columns.flatMap((column) => {
    const header = reportLabels[locale][column.key] ?? column.key;
    if (column.kind === 'vehicle')
      return [
        { header, key: 'vehicle_name', width: 22 },
        { header: reportLabels[locale].license_plate ?? 'license_plate', key: 'license_plate', width: 18 },
      ];
    const style: Partial<ExcelJS.Style> | undefined =
      column.kind === 'duration'
        ? { numFmt: '[h]:mm' }
        : column.kind === 'money'
          ? { numFmt: '#,##0' }
          : column.kind === 'number' && column.digits
            ? { numFmt: `0.${'0'.repeat(column.digits)}` }
            : undefined;
    return [
      {
        header,
        key: column.key,
        width: column.kind === 'text' || column.kind === 'choice' ? 28 : 16,
        ...(style ? { style } : {}),
      },
    ];
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const totalsRow = row[columns[0]?.key ?? ''] === undefined;
    const cells: Record<string, unknown> = {};
    for (const column of columns) {
      const value = row[column.key];
      switch (column.kind) {
        case 'vehicle': {
          // A row without a vehicle is the totals row.
          const vehicle = value as { name: string; license_plate: string } | undefined;
          cells.vehicle_name = vehicle ? vehicle.name : (reportLabels[locale].total ?? 'total');
          cells.license_plate = vehicle ? plateText(vehicle.license_plate, letters, locale) : '';
          break;
        }
        case 'event':
          cells[column.key] = typeof value === 'string' ? (eventKindLabels[locale][value] ?? value) : '';
          break;
        case 'driver': {
          const driver = value as { first_name: string; last_name: string } | null;
          cells[column.key] = driver ? `${driver.first_name} ${driver.last_name}` : '';
          break;
        }
        case 'instant':
          cells[column.key] = momentText(value, locale);
          break;
        case 'day':
          cells[column.key] = dayText(value, locale);
          break;
        case 'duration':
          cells[column.key] = typeof value === 'number' ? value / 86_400 : '';
          break;
        case 'flag':
          cells[column.key] = value === null || value === undefined ? '' : yesNo[locale][value ? 0 : 1];
          break;
        case 'choice':
          cells[column.key] =
            value === null || value === undefined
              ? ''
              : (reportLabels[locale][`${column.key}.${String(value)}`] ?? String(value));
          break;
        default:
          cells[column.key] = value ?? '';
      }
    }
    const added = sheet.addRow(cells);
    if (totalsRow) added.font = { bold: true };
  }
}
