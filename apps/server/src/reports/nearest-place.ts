import type { Locale } from '@navgan/domain/locales';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cities } from '../db/schema';

interface City {
  lat: number;
  lng: number;
  fa_title: string;
  en_title: string;
}

/** Farther than this from every seeded city, a place is shown as its coordinates. */
const nearbyKm = 25;

const loaded = new WeakMap<Db, Promise<City[]>>();

/** The seeded cities with coordinates (reference data, the same for every company), read once. */
function citiesOf(db: Db): Promise<City[]> {
  let rows = loaded.get(db);
  if (!rows) {
    rows = db
      .select({ lat: cities.lat, lng: cities.lng, fa_title: cities.fa_title, en_title: cities.en_title })
      .from(cities)
      .where(isNotNull(cities.lat))
      .then((found) => found as City[]);
    loaded.set(db, rows);
  }
  return rows;
}

function kmBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = ((lng2 - lng1) * Math.PI * Math.cos(((lat1 + lat2) * Math.PI) / 360)) / 180;
  const y = ((lat2 - lat1) * Math.PI) / 180;
  return Math.sqrt(x * x + y * y) * 6371;
}

/**
 * Names places by the nearest seeded city within `nearbyKm` ("near Karaj"), else by coordinates.
 * A linear pass over about 800 cities per place: cheap next to the query that found the places.
 */
export async function placeNamer(db: Db, locale: Locale) {
  const all = await citiesOf(db);
  return (latitude: number, longitude: number): string => {
    let best: City | null = null;
    let bestKm = nearbyKm;
    for (const city of all) {
      const km = kmBetween(latitude, longitude, city.lat, city.lng);
      if (km < bestKm) {
        best = city;
        bestKm = km;
      }
    }
    const coordinates = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
    if (!best) return coordinates;
    const name = locale === 'fa' ? best.fa_title : best.en_title || best.fa_title;
    return `${name} (${coordinates})`;
  };
}
