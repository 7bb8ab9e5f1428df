import { asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
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
import { ApiError } from '../../http/api-error';

/**
 * The reference lists of spec section 7 "Lookups", served from the seeded tables: small, shared
 * by every company, answered as plain arrays (no pagination) in a stable order.
 */
export async function lookupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const list = (path: string, query: () => Promise<unknown[]>) => app.get(path, query);

  list('/vehicles/', () => db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id)));
  list('/vehicles/cabins/', () => db.select().from(cabins).orderBy(asc(cabins.id)));
  list('/vehicles/statuses/', () => db.select().from(vehicleStatuses).orderBy(asc(vehicleStatuses.id)));
  list('/vehicles/ownerships/', () => db.select().from(ownerships).orderBy(asc(ownerships.id)));
  list('/vehicles/license-plate-chars/', () =>
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
  );
  list('/colors/', () => db.select().from(colors).orderBy(asc(colors.id)));
  list('/insurances/vehicles/types/', () => db.select().from(insuranceTypes).orderBy(asc(insuranceTypes.id)));
  list('/drivers/statuses/', () => db.select().from(driverStatuses).orderBy(asc(driverStatuses.id)));

  const byParent =
    (name: string, column: Parameters<typeof eq>[0]) =>
    (query: unknown): SQL | undefined => {
      const raw = (query as Record<string, unknown>)[name];
      if (raw === undefined || raw === '') return undefined;
      const id = Number(raw);
      if (!Number.isSafeInteger(id) || id <= 0) throw ApiError.notFound();
      return eq(column, id);
    };
  const provinceOf = byParent('country', provinces.country_id);
  const cityOf = byParent('province', cities.province_id);
  const neighborhoodOf = byParent('city', neighborhoods.city_id);

  app.get('/geolocations/provinces/', async (request) =>
    db.select().from(provinces).where(provinceOf(request.query)).orderBy(asc(provinces.fa_title)),
  );
  app.get('/geolocations/cities/', async (request) =>
    db.select().from(cities).where(cityOf(request.query)).orderBy(asc(cities.fa_title)),
  );
  app.get('/geolocations/neighborhood/', async (request) =>
    db.select().from(neighborhoods).where(neighborhoodOf(request.query)).orderBy(asc(neighborhoods.id)),
  );
}
