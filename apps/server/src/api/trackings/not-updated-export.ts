import type { LiveFeature } from '@navgan/domain/live-feature';
import type { Locale } from '@navgan/domain/locales';
import ExcelJS from 'exceljs';
import { plateLetters } from '../../db/seed-data/plate-letters';
import { iranMomentText } from '../../i18n/iran-moment';
import { plateText } from '../exports/routes';

const words = {
  fa: {
    sheet: 'خودروهای به‌روز نشده',
    name: 'نام خودرو',
    plate: 'پلاک',
    device: 'شماره دستگاه',
    sim: 'شماره سیم‌کارت',
    lastUpdate: 'آخرین به‌روزرسانی',
    never: 'هرگز',
  },
  en: {
    sheet: 'Not updated',
    name: 'Vehicle name',
    plate: 'Plate',
    device: 'Device number',
    sim: 'SIM number',
    lastUpdate: 'Last update',
    never: 'Never',
  },
  tr: {
    sheet: 'Güncellenmeyenler',
    name: 'Araç adı',
    plate: 'Plaka',
    device: 'Cihaz numarası',
    sim: 'SIM numarası',
    lastUpdate: 'Son güncelleme',
    never: 'Hiç',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const letters = new Map(plateLetters.map((l) => [l.code, l.char]));

/**
 * The vehicles not updated (offline or never heard from) as an .xlsx: plate, device number and
 * last update, oldest first, right to left with Jalali dates in Persian.
 */
export async function notUpdatedWorkbook(stale: LiveFeature[], locale: Locale): Promise<Buffer> {
  const w = words[locale];
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(w.sheet, {
    views: [{ rightToLeft: locale === 'fa', state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: w.name, key: 'name', width: 26 },
    { header: w.plate, key: 'plate', width: 18 },
    { header: w.device, key: 'device', width: 22 },
    { header: w.sim, key: 'sim', width: 16 },
    { header: w.lastUpdate, key: 'lastUpdate', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  const time = (f: LiveFeature) => (f.properties.timestamp ? Date.parse(f.properties.timestamp) : Infinity);
  for (const f of [...stale].sort((a, b) => time(a) - time(b))) {
    const p = f.properties;
    sheet.addRow({
      name: p.name,
      plate: plateText(p.license_plate, letters, locale),
      device: p.device?.imei ?? '',
      sim: p.device?.sim_number ?? '',
      lastUpdate: p.timestamp ? iranMomentText(new Date(p.timestamp), locale) : w.never,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
