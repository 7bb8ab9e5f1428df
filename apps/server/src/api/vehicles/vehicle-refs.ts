import type { Locale } from '@navgan/domain/locales';
import type { VehicleRef } from '@navgan/domain/resources/vehicle';
import type { FieldErrors } from '@navgan/domain/validation-issues';
import { type FieldLabels, validationMessages } from '@navgan/domain/validation-messages';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers } from '../../db/fleet-schema';
import { companyVehicles } from '../../db/vehicle-schema';
import { type MessageKey, message } from '../../i18n/messages';

export interface DriverRef {
  id: number;
  first_name: string;
  last_name: string;
}

const unique = (ids: (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number')),
];

/** `{id, name, license_plate}` of the vehicles a page of records points at, in one query. */
export async function vehicleRefsById(
  db: Db,
  ids: (number | null | undefined)[],
): Promise<Map<number, VehicleRef>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: companyVehicles.id,
      name: companyVehicles.name,
      license_plate: companyVehicles.license_plate,
    })
    .from(companyVehicles)
    .where(inArray(companyVehicles.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** `{id, first_name, last_name}` of the drivers a page of records points at, in one query. */
export async function driverRefsById(
  db: Db,
  ids: (number | null | undefined)[],
): Promise<Map<number, DriverRef>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: drivers.id, first_name: drivers.first_name, last_name: drivers.last_name })
    .from(drivers)
    .where(inArray(drivers.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One field's error: an API message, or "Invalid {label}" when no key is given. */
export function fieldError(
  field: string,
  labels: FieldLabels,
  key?: MessageKey,
): (locale: Locale) => FieldErrors {
  return (locale) => ({
    [field]: [
      key
        ? message(locale, key)
        : validationMessages[locale].invalid.replace('{type}', labels[locale][field] ?? field),
    ],
  });
}
