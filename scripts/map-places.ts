// Writes the offline base map's places (apps/web/public/map/iran-places.geojson) from the seeded
// reference data, so the map and the database agree on every city. Run after changing cities.ts:
//   npx tsx scripts/map-places.ts
import { writeFileSync } from 'node:fs';
import { cities } from '../apps/server/src/db/seed-data/cities';
import { provinces } from '../apps/server/src/db/seed-data/provinces';

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const capitals = new Set(provinces.map((p) => `${round(p.center_lat)},${round(p.center_lng)}`));
const features = cities.map((city) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [round(city.lng), round(city.lat)] },
  properties: {
    fa: city.fa_title,
    en: city.en_title,
    capital: capitals.has(`${round(city.lat)},${round(city.lng)}`),
  },
}));
const target = new URL('../apps/web/public/map/iran-places.geojson', import.meta.url);
writeFileSync(target, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`${features.length} places, ${features.filter((f) => f.properties.capital).length} capitals`);
