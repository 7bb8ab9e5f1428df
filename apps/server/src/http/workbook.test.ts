import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../test/read-workbook';
import { cellFormats, type WorkbookSheet, workbookBuffer } from './workbook';

const trips: WorkbookSheet = {
  name: 'سفرها',
  columns: [
    { key: 'name', header: 'خودرو', width: 22 },
    { key: 'engine', header: 'موتور', width: 16, format: cellFormats.duration },
    { key: 'cost', header: 'هزینه', width: 16, format: cellFormats.money },
    { key: 'fuel', header: 'سوخت', width: 12, format: cellFormats.decimals(1) },
    { key: 'note', header: 'یادداشت', width: 28 },
  ],
  rows: [
    { name: '=HYPERLINK("https://example.com","x")', engine: 5 / 24, cost: 1_250_000, fuel: 12.25, note: '' },
    { name: '+1 & <b>', engine: '', cost: null, fuel: 3, note: true },
  ],
  totals: { name: 'جمع کل', engine: 5 / 24, cost: 1_250_000, fuel: 15.25 },
};

describe('workbookBuffer', () => {
  it('writes the shared conventions: right to left in fa, a bold frozen header, widths and formats', async () => {
    const [sheet, second] = readWorkbook(
      await workbookBuffer([trips, { name: 'Summary', columns: trips.columns.slice(0, 1), rows: [] }], 'fa'),
    );
    expect(sheet?.name).toBe('سفرها');
    expect(sheet?.rightToLeft).toBe(true);
    expect(sheet?.frozenRows).toBe(1);
    expect(sheet?.widths).toEqual([22, 16, 16, 12, 28]);
    expect(sheet?.rows[0]).toEqual(['خودرو', 'موتور', 'هزینه', 'سوخت', 'یادداشت']);
    expect(sheet?.cell(1, 3)?.bold).toBe(true);
    expect(sheet?.cell(2, 3)).toMatchObject({ value: 1_250_000, format: '#,##0', bold: false });
    expect(sheet?.cell(2, 4)).toMatchObject({ value: 12.25, format: '0.0' });
    expect(sheet?.cell(2, 2)?.format).toBe('[h]:mm');
    expect((sheet?.cell(2, 2)?.value as Date | undefined)?.toISOString()).toBe('1899-12-30T05:00:00.000Z');
    expect(second?.name).toBe('Summary');
    expect(second?.frozenRows).toBe(1);
    expect(second?.rows).toEqual([['خودرو']]);
  });

  it('keeps text that looks like a formula as text, and leaves empty values empty', async () => {
    const [sheet] = readWorkbook(await workbookBuffer([trips], 'en'));
    expect(sheet?.rightToLeft).toBe(false);
    expect(sheet?.cell(2, 1)).toMatchObject({
      value: '=HYPERLINK("https://example.com","x")',
      formula: undefined,
    });
    expect(sheet?.cell(3, 1)?.value).toBe('+1 & <b>');
    expect(sheet?.cell(3, 5)?.value).toBe(true);
    expect(sheet?.cell(2, 5)).toBeUndefined();
    expect(sheet?.cell(3, 2)).toBeUndefined();
    expect(sheet?.rows[2]).toEqual(['+1 & <b>', '', '', 3, true]);
  });

  it('closes the sheet with the totals in bold, empty cells included', async () => {
    const [sheet] = readWorkbook(await workbookBuffer([trips], 'tr'));
    expect(sheet?.rows).toHaveLength(4);
    expect(sheet?.rows[3]?.slice(0, 4).map((v) => (v instanceof Date ? v.toISOString() : v))).toEqual([
      'جمع کل',
      '1899-12-30T05:00:00.000Z',
      1_250_000,
      15.25,
    ]);
    expect([1, 2, 3, 4].map((column) => sheet?.cell(4, column)?.bold)).toEqual([true, true, true, true]);
    expect(sheet?.cell(3, 1)?.bold).toBe(false);
  });
});
