import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  cabins,
  cities,
  colors,
  driverStatuses,
  insuranceTypes,
  neighborhoods,
  ownerships,
  plateLetters,
  provinces,
  vehicleStatuses,
  vehicleTypes,
} from '../../db/schema';

/** The shared reference lists, each in its stable order; none is a company's data. */
export const lookupQueries = (db: Db) => ({
  vehicleTypes: () => db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id)),
  cabins: () => db.select().from(cabins).orderBy(asc(cabins.id)),
  vehicleStatuses: () => db.select().from(vehicleStatuses).orderBy(asc(vehicleStatuses.id)),
  ownerships: () => db.select().from(ownerships).orderBy(asc(ownerships.id)),
  plateLetters: () =>
    db
      .select({
        id: plateLetters.id,
        code: plateLetters.code,
        char: plateLetters.char,
        fa_title: plateLetters.fa_title,
        en_title: plateLetters.en_title,
      })
      .from(plateLetters)
      .orderBy(asc(plateLetters.code)),
  colors: () => db.select().from(colors).orderBy(asc(colors.id)),
  insuranceTypes: () => db.select().from(insuranceTypes).orderBy(asc(insuranceTypes.id)),
  driverStatuses: () => db.select().from(driverStatuses).orderBy(asc(driverStatuses.id)),
  /** Every province, or those of one country. */
  provinces: (countryId?: number) =>
    db
      .select()
      .from(provinces)
      .where(countryId === undefined ? undefined : eq(provinces.country_id, countryId))
      .orderBy(asc(provinces.fa_title)),
  cities: (provinceId?: number) =>
    db
      .select()
      .from(cities)
      .where(provinceId === undefined ? undefined : eq(cities.province_id, provinceId))
      .orderBy(asc(cities.fa_title)),
  neighborhoods: (cityId?: number) =>
    db
      .select()
      .from(neighborhoods)
      .where(cityId === undefined ? undefined : eq(neighborhoods.city_id, cityId))
      .orderBy(asc(neighborhoods.id)),
});
