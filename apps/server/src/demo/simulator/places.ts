import { cities } from '../../db/seed-data/cities';
import type { LatLng } from './geo';

/** A city of the reference data by its English name (the seeded coordinates). */
export function city(name: string): LatLng {
  const found = cities.find((c) => c.en_title === name);
  if (!found) throw new Error(`no seeded city named ${name}`);
  return { lat: found.lat, lng: found.lng };
}

/**
 * Intercity corridors as the main roads run, through the towns on them: trucks follow these
 * instead of a straight line (no routing engine offline). Every corridor starts in Tehran.
 */
export const corridors: readonly (readonly string[])[] = [
  ['Tehran', 'Qom', 'Kashan', 'Natanz', 'Isfahan', 'Abadeh', 'Shiraz'],
  ['Tehran', 'Karaj', 'Qazvin', 'Zanjan', 'Mianeh', 'Tabriz'],
  ['Tehran', 'Garmsar', 'Semnan', 'Damghan', 'Shahrud', 'Sabzevar', 'Mashhad'],
  ['Tehran', 'Saveh', 'Hamadan', 'Kermanshah'],
  ['Tehran', 'Qom', 'Kashan', 'Nain', 'Ardakan', 'Yazd', 'Anar', 'Rafsanjan', 'Kerman'],
  ['Tehran', 'Qom', 'Kashan', 'Nain', 'Ardakan', 'Yazd', 'Anar', 'Sirjan', 'Bandar Abbas'],
  ['Tehran', 'Firuzkuh', 'Sari'],
  ['Tehran', 'Karaj', 'Qazvin', 'Rasht'],
  ['Tehran', 'Qom', 'Arak', 'Borujerd', 'Khorramabad', 'Dezful', 'Ahvaz'],
];

/** Well-known places inside Tehran (approximate centres) that city deliveries drive between. */
export const tehranPlaces: readonly LatLng[] = [
  { lat: 35.8045, lng: 51.4335 }, // Tajrish
  { lat: 35.7575, lng: 51.4097 }, // Vanak
  { lat: 35.701, lng: 51.391 }, // Enghelab Square
  { lat: 35.6997, lng: 51.338 }, // Azadi Square
  { lat: 35.732, lng: 51.538 }, // Tehranpars
  { lat: 35.742, lng: 51.5 }, // Narmak
  { lat: 35.78, lng: 51.375 }, // Saadat Abad
  { lat: 35.76, lng: 51.36 }, // Shahrak-e Gharb
  { lat: 35.663, lng: 51.432 }, // Shush
  { lat: 35.648, lng: 51.406 }, // Nazi Abad
  { lat: 35.692, lng: 51.475 }, // Piroozi
  { lat: 35.731, lng: 51.408 }, // Yousef Abad
  { lat: 35.707, lng: 51.308 }, // Ekbatan
  { lat: 35.772, lng: 51.417 }, // Jordan (Nelson Mandela Blvd)
  { lat: 35.77, lng: 51.465 }, // Pasdaran
];

/**
 * The Grand Bazaar, a no-entry zone for the demo's trucks (a fence of the demo history): no delivery
 * goes there, except the rare one a driver takes anyway (`forbiddenRoundChance` in routes.ts).
 */
export const grandBazaar: LatLng = { lat: 35.675, lng: 51.42 };

/** The bazaar's no-entry zone (the demo's forbidden fence); routes keep out of it. */
export const noEntryZone = { minLng: 51.411, minLat: 35.669, maxLng: 51.429, maxLat: 35.682 } as const;

/**
 * The demo depot: a yard in the south-west industrial belt of Tehran that city vehicles start
 * from and return to, and long-haul trucks leave from. Fences are drawn around it later.
 */
export const tehranDepot: LatLng = { lat: 35.6405, lng: 51.33 };
