import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';

/**
 * Reads an .xlsx back for the tests (the server's and the browser suite's): its sheets in order,
 * each cell's value with its type, number format and weight, and the sheet's view (right to left,
 * frozen rows, column widths). Only what a test asserts on; not a general spreadsheet reader.
 *
 * A number shown with a date or time format reads as a Date counted from the spreadsheet epoch
 * (1899-12-30 UTC), the way spreadsheet programs show it: a duration of 5 h is 1899-12-30T05:00Z.
 */

export type CellValue = string | number | boolean | Date;

export interface WorkbookCell {
  value: CellValue;
  /** The number format applied, when not the general one. */
  format: string | undefined;
  bold: boolean;
  /** The formula, when the cell holds one (text cells never do). */
  formula: string | undefined;
}

export interface ReadSheet {
  name: string;
  rightToLeft: boolean;
  /** Rows frozen at the top (0 when none). */
  frozenRows: number;
  /** Column widths in characters, by column from 0 (undefined where the sheet sets none). */
  widths: (number | undefined)[];
  /** Every row's values from the first row and column, each as wide as the sheet ('' where empty). */
  rows: CellValue[][];
  /** A cell by its row and column, both counted from 1 as the spreadsheet does. */
  cell(row: number, column: number): WorkbookCell | undefined;
}

export function readWorkbookFile(path: string): ReadSheet[] {
  return readWorkbook(readFileSync(path));
}

export function readWorkbook(bytes: Uint8Array): ReadSheet[] {
  const files = unzipSync(bytes);
  const text = (path: string): string | undefined => {
    const file = files[path];
    return file ? strFromU8(file) : undefined;
  };
  const workbook = text('xl/workbook.xml');
  if (workbook === undefined) throw new Error('not a workbook: no xl/workbook.xml');
  const targets = new Map<string, { type: string; path: string }>();
  for (const rel of elements(text('xl/_rels/workbook.xml.rels') ?? '', 'Relationship')) {
    const target = rel.attributes.Target ?? '';
    targets.set(rel.attributes.Id ?? '', {
      type: rel.attributes.Type ?? '',
      path: target.startsWith('/') ? target.slice(1) : `xl/${target}`,
    });
  }
  const partOf = (kind: string, fallback: string) =>
    [...targets.values()].find((target) => target.type.endsWith(`/${kind}`))?.path ?? fallback;
  const shared = elements(text(partOf('sharedStrings', 'xl/sharedStrings.xml')) ?? '', 'si').map((si) =>
    textOf(si.inner),
  );
  const styles = readStyles(text(partOf('styles', 'xl/styles.xml')) ?? '');
  return elements(workbook, 'sheet').map((entry) => {
    const id = entry.attributes['r:id'] ?? '';
    const target = targets.get(id);
    const xml = target ? text(target.path) : undefined;
    if (xml === undefined) throw new Error(`sheet ${entry.attributes.name} has no part (${id})`);
    return readSheet(entry.attributes.name ?? '', xml, shared, styles);
  });
}

interface Styles {
  /** By cell style index: its number format and whether its font is bold. */
  cells: { format: string | undefined; bold: boolean }[];
}

/** The number formats a workbook may use without declaring them (ECMA-376, 18.8.30). */
const builtInFormats: Record<number, string> = {
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  14: 'mm-dd-yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy h:mm',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
  49: '@',
};

function readStyles(xml: string): Styles {
  const custom = new Map(
    elements(xml, 'numFmt').map((f) => [Number(f.attributes.numFmtId), f.attributes.formatCode ?? '']),
  );
  const fonts = elements(elements(xml, 'fonts')[0]?.inner ?? '', 'font').map((font) => {
    const b = elements(font.inner, 'b')[0];
    return b !== undefined && !['0', 'false'].includes(b.attributes.val ?? '1');
  });
  const cellXfs = elements(xml, 'cellXfs')[0]?.inner ?? '';
  return {
    cells: elements(cellXfs, 'xf').map((xf) => {
      const id = Number(xf.attributes.numFmtId ?? 0);
      return {
        format: custom.get(id) ?? builtInFormats[id],
        bold: fonts[Number(xf.attributes.fontId ?? 0)] ?? false,
      };
    }),
  };
}

function readSheet(name: string, xml: string, shared: string[], styles: Styles): ReadSheet {
  const view = elements(xml, 'sheetView')[0];
  const pane = view ? elements(view.inner, 'pane')[0] : undefined;
  const frozen = pane && ['frozen', 'frozenSplit'].includes(pane.attributes.state ?? '') ? pane : undefined;
  const widths: (number | undefined)[] = [];
  for (const col of elements(xml, 'col')) {
    const width = col.attributes.width === undefined ? undefined : Number(col.attributes.width);
    for (let i = Number(col.attributes.min); i <= Number(col.attributes.max); i++) widths[i - 1] = width;
  }
  const cells = new Map<string, WorkbookCell>();
  let lastRow = 0;
  let lastColumn = 0;
  for (const row of elements(xml, 'row')) {
    const rowNumber = row.attributes.r ? Number(row.attributes.r) : lastRow + 1;
    lastRow = Math.max(lastRow, rowNumber);
    let column = 0;
    for (const c of elements(row.inner, 'c')) {
      column = c.attributes.r ? columnOf(c.attributes.r) : column + 1;
      const style = styles.cells[Number(c.attributes.s ?? 0)] ?? { format: undefined, bold: false };
      const value = cellValue(c, shared, style.format);
      if (value === undefined) continue;
      lastColumn = Math.max(lastColumn, column);
      const formula = elements(c.inner, 'f')[0];
      cells.set(`${rowNumber}:${column}`, {
        value,
        format: style.format === 'General' ? undefined : style.format,
        bold: style.bold,
        formula: formula ? decode(formula.inner) : undefined,
      });
    }
  }
  const rows: CellValue[][] = [];
  for (let r = 1; r <= lastRow; r++) {
    const values: CellValue[] = [];
    for (let c = 1; c <= lastColumn; c++) values.push(cells.get(`${r}:${c}`)?.value ?? '');
    rows.push(values);
  }
  return {
    name,
    rightToLeft: ['1', 'true'].includes(view?.attributes.rightToLeft ?? ''),
    frozenRows: frozen ? Number(frozen.attributes.ySplit ?? 0) : 0,
    widths,
    rows,
    cell: (row, column) => cells.get(`${row}:${column}`),
  };
}

/** A cell's value by its type attribute; undefined for a cell without one (a styled blank). */
function cellValue(c: XmlElement, shared: string[], format: string | undefined): CellValue | undefined {
  const v = elements(c.inner, 'v')[0];
  const raw = v === undefined ? undefined : decode(v.inner);
  switch (c.attributes.t) {
    case 's':
      return raw === undefined ? undefined : (shared[Number(raw)] ?? '');
    case 'inlineStr': {
      const is = elements(c.inner, 'is')[0];
      return is ? textOf(is.inner) : undefined;
    }
    case 'str':
    case 'e':
      return raw;
    case 'b':
      return raw === undefined ? undefined : raw === '1' || raw === 'true';
    case 'd':
      return raw === undefined ? undefined : new Date(raw);
    default: {
      if (raw === undefined || raw === '') return undefined;
      const number = Number(raw);
      return format && isDateFormat(format) ? fromSerial(number) : number;
    }
  }
}

/** Whether a number format shows a date or a time: a d, m, y, h or s outside quotes and brackets. */
function isDateFormat(format: string): boolean {
  const bare = format
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(h+|m+|s+)\]/gi, '$1')
    .replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare);
}

/** A spreadsheet serial (days since 1899-12-30) as a UTC instant, to the millisecond. */
function fromSerial(days: number): Date {
  return new Date(Date.UTC(1899, 11, 30) + Math.round(days * 86_400_000));
}

/** "AB12" → 28. */
function columnOf(reference: string): number {
  let column = 0;
  for (const letter of reference.replace(/\d+$/, '').toUpperCase())
    column = column * 26 + letter.charCodeAt(0) - 64;
  return column;
}

/** The text of a string item: its runs' <t> joined, phonetic hints left out, _xHHHH_ escapes read. */
function textOf(xml: string): string {
  return elements(xml.replace(/<(?:\w+:)?rPh[\s>][\s\S]*?<\/(?:\w+:)?rPh>/g, ''), 't')
    .map((t) => decode(t.inner))
    .join('')
    .replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

interface XmlElement {
  attributes: Record<string, string>;
  inner: string;
}

/**
 * The elements named `tag` (with or without a namespace prefix) in document order, not nested in
 * one another; enough for the flat parts a workbook is made of.
 */
function elements(xml: string, tag: string): XmlElement[] {
  const pattern = new RegExp(
    `<(?:\\w+:)?${tag}(?=[\\s/>])([^>]*?)(?:/>|>([\\s\\S]*?)</(?:\\w+:)?${tag}\\s*>)`,
    'g',
  );
  return [...xml.matchAll(pattern)].map((match) => ({
    attributes: attributesOf(match[1] ?? ''),
    inner: match[2] ?? '',
  }));
}

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attributes[match[1] ?? ''] = decode(match[2] ?? match[3] ?? '');
  return attributes;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
      name.startsWith('#x') || name.startsWith('#X')
        ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (entities[name] ?? whole),
    );
}
