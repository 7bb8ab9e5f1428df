import type { Locale } from '@navgan/domain/locales';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import type { Vehicle } from '@navgan/domain/resources/vehicle';
import { desc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { tags } from '../../db/fleet-schema';
import { plateLetters } from '../../db/schema';
import { inCompany } from '../../db/tenant-scope';
import { companyVehicles } from '../../db/vehicle-schema';
import { tenantOf } from '../../http/request-context';
import { contract } from '../../http/route-contract';
import { cellFormats, plateText, sendWorkbook, workbookBuffer, xlsxMediaType } from '../../http/workbook';
import { labelIn } from '../../resources/field-error';
import { listWhere } from '../../resources/register-resource';
import { presentVehicles, vehicleResource } from '../vehicles/vehicle-resource';

const jalaliDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});

/** A stored ISO day as the locale shows it: Jalali (yyyy/mm/dd) in fa, the ISO day otherwise. */
function dayText(day: string | null, locale: Locale): string {
  if (!day) return '';
  return locale === 'fa' ? jalaliDay.format(new Date(`${day}T00:00:00Z`)) : day;
}

/** Builds the vehicle list workbook in the caller's language. */
export function vehicleWorkbook(
  vehicles: Vehicle[],
  locale: Locale,
  lookups: { letters: Map<string, string>; tagTitles: Map<number, { fa_title: string; en_title: string }> },
): Promise<Buffer> {
  const label = (field: string) => labelIn(locale, field, 'vehicles');
  const title = (t: { fa_title: string; en_title: string } | null) =>
    t ? (locale === 'fa' ? t.fa_title : t.en_title || t.fa_title) : '';
  const { messages } = catalogueOf(locale);
  const columns = [
    { header: label('name'), key: 'name', width: 24 },
    { header: label('license_plate'), key: 'license_plate', width: 18 },
    { header: label('vehicle'), key: 'vehicle', width: 16 },
    { header: label('ownership'), key: 'ownership', width: 12 },
    { header: label('status'), key: 'status', width: 14 },
    { header: label('color'), key: 'color', width: 12 },
    { header: label('cabin'), key: 'cabin', width: 16 },
    { header: label('model_year'), key: 'model_year', width: 10 },
    { header: label('vin'), key: 'vin', width: 20 },
    { header: label('third_party_insurance_expiry'), key: 'third_party_insurance_expiry', width: 14 },
    { header: label('body_insurance_expiry'), key: 'body_insurance_expiry', width: 14 },
    { header: label('inspection_expiry'), key: 'inspection_expiry', width: 14 },
    { header: label('load_capacity_kg'), key: 'load_capacity_kg', width: 12 },
    { header: label('volume_capacity_m3'), key: 'volume_capacity_m3', width: 12 },
    { header: label('passenger_capacity'), key: 'passenger_capacity', width: 12 },
    {
      header: label('depreciation_per_hour'),
      key: 'depreciation_per_hour',
      width: 16,
      format: cellFormats.money,
    },
    { header: label('other_cost_per_km'), key: 'other_cost_per_km', width: 16, format: cellFormats.money },
    { header: label('is_cold_chain'), key: 'is_cold_chain', width: 10 },
    { header: label('company_vehicle_tags'), key: 'tags', width: 24 },
    { header: label('driver'), key: 'driver', width: 20 },
    { header: label('hardware'), key: 'imei', width: 18 },
  ];
  const rows = vehicles.map((v) => ({
    name: v.name,
    license_plate: plateText(v.license_plate, lookups.letters, locale),
    vehicle: title(v.vehicle),
    ownership: title(v.ownership),
    status: title(v.status),
    color: title(v.color),
    cabin: title(v.cabin),
    model_year: v.model_year ?? '',
    vin: v.vin,
    third_party_insurance_expiry: dayText(v.third_party_insurance_expiry, locale),
    body_insurance_expiry: dayText(v.body_insurance_expiry, locale),
    inspection_expiry: dayText(v.inspection_expiry, locale),
    load_capacity_kg: v.load_capacity_kg ?? '',
    volume_capacity_m3: v.volume_capacity_m3 ?? '',
    passenger_capacity: v.passenger_capacity ?? '',
    depreciation_per_hour: v.depreciation_per_hour ?? '',
    other_cost_per_km: v.other_cost_per_km ?? '',
    is_cold_chain: v.is_cold_chain ? messages.resource.yes : messages.resource.no,
    tags: v.company_vehicle_tags.map((id) => title(lookups.tagTitles.get(id) ?? null)).join('، '),
    driver: v.driver ? `${v.driver.first_name} ${v.driver.last_name}` : '',
    imei: v.hardware?.imei ?? '',
  }));
  return workbookBuffer([{ name: messages.workbooks.sheets.vehicles, columns, rows }], locale);
}

/** `GET exports/vehicles/companies/`: the vehicle list (same search and filters, every row) as .xlsx. */
export async function exportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  app.get('/exports/vehicles/companies/', contract({ file: xlsxMediaType }), async (request, reply) => {
    const tenant = tenantOf(request);
    const rows = await db
      .select()
      .from(companyVehicles)
      .where(listWhere(vehicleResource, request.query, tenant))
      .orderBy(desc(companyVehicles.id));
    const vehicles = await presentVehicles(rows, { db });
    const tagIds = [...new Set(vehicles.flatMap((v) => v.company_vehicle_tags))];
    const [letterRows, tagRows] = await Promise.all([
      db.select({ code: plateLetters.code, char: plateLetters.char }).from(plateLetters),
      tagIds.length
        ? db
            .select({ id: tags.id, fa_title: tags.fa_title, en_title: tags.en_title })
            .from(tags)
            .where(inCompany(tags, tenant, inArray(tags.id, tagIds)))
        : Promise.resolve([]),
    ]);
    const body = await vehicleWorkbook(vehicles, request.locale, {
      letters: new Map(letterRows.map((l) => [l.code, l.char])),
      tagTitles: new Map(tagRows.map((t) => [t.id, t])),
    });
    const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    return sendWorkbook(reply, `vehicles-${stamp}.xlsx`, body);
  });
}
