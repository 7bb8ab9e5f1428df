import type { LiveFeature } from '@navgan/domain/live-feature';
import type { Locale } from '@navgan/domain/locales';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import { plateLetters } from '../../db/seed-data/plate-letters';
import { plateText, workbookBuffer } from '../../http/workbook';
import { iranMomentText } from '../../i18n/iran-moment';

const letters = new Map(plateLetters.map((l) => [l.code, l.char]));

/**
 * The vehicles not updated (offline or never heard from) as an .xlsx: plate, device number and
 * last update, oldest first, right to left with Jalali dates in Persian.
 */
export function notUpdatedWorkbook(stale: LiveFeature[], locale: Locale): Promise<Buffer> {
  const { workbooks } = catalogueOf(locale).messages;
  const w = workbooks.notUpdated;
  const columns = [
    { header: w.name, key: 'name', width: 26 },
    { header: w.plate, key: 'plate', width: 18 },
    { header: w.device, key: 'device', width: 22 },
    { header: w.sim, key: 'sim', width: 16 },
    { header: w.lastUpdate, key: 'lastUpdate', width: 20 },
  ];
  const time = (f: LiveFeature) => (f.properties.timestamp ? Date.parse(f.properties.timestamp) : Infinity);
  const rows = [...stale]
    .sort((a, b) => time(a) - time(b))
    .map(({ properties: p }) => ({
      name: p.name,
      plate: plateText(p.license_plate, letters, locale),
      device: p.device?.imei ?? '',
      sim: p.device?.sim_number ?? '',
      lastUpdate: p.timestamp ? iranMomentText(new Date(p.timestamp), locale) : w.never,
    }));
  return workbookBuffer([{ name: workbooks.sheets['not-updated'], columns, rows }], locale);
}
