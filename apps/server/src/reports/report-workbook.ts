import type { Locale } from '@navgan/domain/locales';
import { textIn } from '@navgan/domain/messages/catalogue';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import {
  type ReportColumn,
  type ReportName,
  reportColumns,
  reportSummaryColumns,
} from '@navgan/domain/reports';
import {
  type CellValue,
  cellFormats,
  plateText,
  type WorkbookColumn,
  type WorkbookSheet,
  workbookBuffer,
} from '../http/workbook';
import { iranMomentText } from '../i18n/iran-moment';
import type { ReportPage, ReportRow } from './report-page';

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
export function reportWorkbook(
  name: ReportName,
  page: ReportPage,
  locale: Locale,
  letters: Map<string, string>,
): Promise<Buffer> {
  return workbookBuffer(reportSheets(name, page, locale, letters), locale);
}

/** The sheets of a report's workbook (the benchmark writes them too). */
export function reportSheets(
  name: ReportName,
  page: ReportPage,
  locale: Locale,
  letters: Map<string, string>,
): WorkbookSheet[] {
  const names = catalogueOf(locale).messages.workbooks.sheets;
  const sheets = [reportSheet(names[name], reportColumns[name], page.results, page.totals, locale, letters)];
  const summary = reportSummaryColumns[name];
  if (summary && page.summary)
    sheets.push(reportSheet(names.summary, summary, page.summary, undefined, locale, letters));
  return sheets;
}

function reportSheet(
  title: string,
  allColumns: ReportColumn[],
  rows: ReportRow[],
  totals: ReportRow | undefined,
  locale: Locale,
  letters: Map<string, string>,
): WorkbookSheet {
  // A playback link is a screen's affordance; the workbook has no route to open.
  const columns = allColumns.filter((column) => column.kind !== 'playback');
  const { messages } = catalogueOf(locale);
  const reportTable = messages.reportTable;
  const cellsOf = (row: ReportRow): Record<string, CellValue> => {
    const cells: Record<string, CellValue> = {};
    for (const column of columns) {
      const value = row[column.key];
      switch (column.kind) {
        case 'vehicle': {
          // A row without a vehicle is the totals row.
          const vehicle = value as { name: string; license_plate: string } | undefined;
          cells.vehicle_name = vehicle ? vehicle.name : reportTable.total;
          cells.license_plate = vehicle ? plateText(vehicle.license_plate, letters, locale) : '';
          break;
        }
        case 'event':
          cells[column.key] = typeof value === 'string' ? (textIn(messages.eventKinds, value) ?? value) : '';
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
          cells[column.key] =
            value === null || value === undefined ? '' : value ? messages.resource.yes : messages.resource.no;
          break;
        case 'choice':
          cells[column.key] =
            value === null || value === undefined
              ? ''
              : (textIn(reportTable, `${column.key}.${String(value)}`) ?? String(value));
          break;
        default:
          cells[column.key] = (value as CellValue | undefined) ?? '';
      }
    }
    return cells;
  };
  return {
    name: title,
    columns: columns.flatMap((column): WorkbookColumn[] => {
      const header = textIn(reportTable, column.key) ?? column.key;
      if (column.kind === 'vehicle')
        return [
          { header, key: 'vehicle_name', width: 22 },
          { header: reportTable.license_plate, key: 'license_plate', width: 18 },
        ];
      const format =
        column.kind === 'duration'
          ? cellFormats.duration
          : column.kind === 'money'
            ? cellFormats.money
            : column.kind === 'number' && column.digits
              ? cellFormats.decimals(column.digits)
              : undefined;
      return [
        {
          header,
          key: column.key,
          width: column.kind === 'text' || column.kind === 'choice' ? 28 : 16,
          ...(format ? { format } : {}),
        },
      ];
    }),
    rows: rows.map(cellsOf),
    ...(totals ? { totals: cellsOf(totals) } : {}),
  };
}
