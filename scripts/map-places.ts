// Writes the offline base map's places (apps/web/public/map/iran-places.geojson) from the seeded
// reference data, so the map and the database agree on every city. Run after changing cities.ts:
//   npx tsx scripts/map-places.ts
import { writeFileSync } from 'node:fs';
import { cities } from '../apps/server/src/db/seed-data/cities';
import { provinces } from '../apps/server/src/db/seed-data/provinces';

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const at = (lat: number, lng: number) => `${round(lat)},${round(lng)}`;
const capitals = new Set(provinces.map((p) => at(p.center_lat, p.center_lng)));
// Tehran, the country's capital, is the capital of the province of that name.
const tehran = provinces.find((p) => p.en_title === 'Tehran');
const national = tehran ? at(tehran.center_lat, tehran.center_lng) : '';
const features = cities.map((city) => {
  const point = at(city.lat, city.lng);
  const capital = capitals.has(point);
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [round(city.lng), round(city.lat)] },
    // rank: which name the map keeps where two would overlap (lower first).
    properties: {
      fa: city.fa_title,
      en: city.en_title,
      capital,
      rank: point === national ? 0 : capital ? 1 : 2,
    },
  };
});
const target = new URL('../apps/web/public/map/iran-places.geojson', import.meta.url);
writeFileSync(target, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`${features.length} places, ${features.filter((f) => f.properties.capital).length} capitals`);
