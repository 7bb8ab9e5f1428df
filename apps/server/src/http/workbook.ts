import { directionOf, type Locale } from '@navgan/domain/locales';
import { plateText as domainPlateText } from '@navgan/domain/plate';
import type { FastifyReply } from 'fastify';
import writeExcelFile, { type Cell, type Row } from 'write-excel-file/node';

/** The number formats the workbooks show their figures in. */
export const cellFormats = {
  /** Whole rials, thousands grouped. */
  money: '#,##0',
  /** A duration kept as a fraction of a day, so a column of them sums; hours go past 24. */
  duration: '[h]:mm',
  /** A figure with a fixed number of decimals. */
  decimals: (digits: number) => `0.${'0'.repeat(digits)}`,
} as const;

/** A cell as the workbook keeps it; text is always a text cell, never a formula. */
export type CellValue = string | number | boolean | null;

export interface WorkbookColumn {
  /** The key of the column's value in each row. */
  key: string;
  header: string;
  /** In characters. */
  width: number;
  /** Applied to the column's numbers (one of `cellFormats`); text in the column is left as is. */
  format?: string;
}

export type WorkbookRow = Readonly<Record<string, CellValue | undefined>>;

export interface WorkbookSheet {
  name: string;
  columns: readonly WorkbookColumn[];
  rows: readonly WorkbookRow[];
  /** A closing row (the totals), in bold like the header. */
  totals?: WorkbookRow;
}

/**
 * The sheets as an .xlsx, with the conventions every export shares: right to left when the
 * language reads that way, the header row bold and frozen, each column's width and number format.
 * Text goes in as a text cell whatever it starts with, so a name such as `=HYPERLINK(…)` is shown,
 * not evaluated. An empty value ('' or null) leaves the cell empty.
 */
export async function workbookBuffer(sheets: readonly WorkbookSheet[], locale: Locale): Promise<Buffer> {
  const rightToLeft = directionOf(locale) === 'rtl';
  return writeExcelFile(
    sheets.map((sheet) => ({
      sheet: sheet.name,
      data: sheetData(sheet),
      columns: sheet.columns.map((column) => ({ width: column.width })),
      stickyRowsCount: 1,
      rightToLeft,
    })),
    // The font spreadsheet programs default to, named so every reader shows the same size.
    { fontFamily: 'Calibri', fontSize: 11 },
  ).toBuffer();
}

function sheetData(sheet: WorkbookSheet): Row[] {
  const data: Row[] = [sheet.columns.map((column) => ({ value: column.header, fontWeight: 'bold' }))];
  for (const row of sheet.rows)
    data.push(sheet.columns.map((column) => cellOf(column, row[column.key], false)));
  if (sheet.totals) {
    const totals = sheet.totals;
    data.push(sheet.columns.map((column) => cellOf(column, totals[column.key], true)));
  }
  return data;
}

function cellOf(column: WorkbookColumn, value: CellValue | undefined, bold: boolean): Cell {
  const weight = bold ? ({ fontWeight: 'bold' } as const) : {};
  if (value === null || value === undefined || value === '') return bold ? weight : null;
  if (typeof value === 'number')
    return column.format ? { value, type: Number, format: column.format, ...weight } : { value, ...weight };
  if (typeof value === 'boolean') return { value, type: Boolean, ...weight };
  return { value, type: String, ...weight };
}

/** The media type of the workbooks the API answers with. */
export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers a workbook as a download named `fileName`. */
export function sendWorkbook(reply: FastifyReply, fileName: string, body: Buffer) {
  return reply
    .header('content-type', xlsxMediaType)
    .header('content-disposition', `attachment; filename=${fileName}`)
    .send(body);
}

/** The plate as people read it (the domain's `plateText`), letters from the seeded lookup. */
export function plateText(plate: string, letters: Map<string, string>, locale: Locale): string {
  return domainPlateText(plate, (code) => letters.get(code), locale);
}
