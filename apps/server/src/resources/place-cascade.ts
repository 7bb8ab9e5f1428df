import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cities, neighborhoods } from '../db/schema';
import { invalidFieldText } from './field-error';
import type { FieldErrorsIn } from './resource-definition';

/**
 * The province → city → neighbourhood cascade of an address must hold together: a city of another
 * province, or a neighbourhood of another city, is an invalid choice.
 */
export async function placeCascadeErrors(
  db: Db,
  place: { province?: number | null; city?: number | null; neighborhood?: number | null },
  scope: LabelScope,
): Promise<FieldErrorsIn | undefined> {
  const wrong: string[] = [];
  if (place.city) {
    const [city] = await db
      .select({ province: cities.province_id })
      .from(cities)
      .where(eq(cities.id, place.city));
    if (!place.province || city?.province !== place.province) wrong.push('city');
  }
  if (place.neighborhood) {
    const [hood] = await db
      .select({ city: neighborhoods.city_id })
      .from(neighborhoods)
      .where(eq(neighborhoods.id, place.neighborhood));
    if (!place.city || hood?.city !== place.city) wrong.push('neighborhood');
  }
  if (wrong.length === 0) return undefined;
  return (locale) =>
    Object.fromEntries(wrong.map((field) => [field, [invalidFieldText(locale, field, scope)]]));
}
