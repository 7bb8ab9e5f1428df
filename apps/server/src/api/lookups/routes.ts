import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { queryOf, single } from '../../http/query-params';
import { typedContract, typedRoutes } from '../../http/route-contract';
import { lookupQueries } from './lookup-queries';

const titledRow = z.object({ id: z.number().int(), fa_title: z.string(), en_title: z.string() });
const colored = titledRow.extend({ color: z.string() });
const rows = (row: z.ZodType) => typedContract({ answer: z.array(row) });

/** `?country=1`: the parent whose children are listed; one that is no id names nothing (404). */
const parent = (name: string) =>
  queryOf({
    id: single(name, 'The parent record’s id (all when absent).', (raw, key) => {
      const value = raw[key];
      if (value === undefined || value === '') return undefined;
      const id = Number(value);
      if (!Number.isSafeInteger(id) || id <= 0) throw ApiError.notFound();
      return id;
    }),
  });

/**
 * The reference lists of spec section 7 "Lookups", served from the seeded tables: small, shared
 * by every company, answered as plain arrays (no pagination) in a stable order.
 */
export async function lookupRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const lookups = lookupQueries(ctx.database.db);

  app.get('/vehicles/', rows(titledRow), lookups.vehicleTypes);
  app.get('/vehicles/cabins/', rows(titledRow), lookups.cabins);
  app.get('/vehicles/statuses/', rows(colored), lookups.vehicleStatuses);
  app.get('/vehicles/ownerships/', rows(colored), lookups.ownerships);
  app.get(
    '/vehicles/license-plate-chars/',
    rows(titledRow.extend({ code: z.string(), char: z.string() })),
    lookups.plateLetters,
  );
  app.get('/colors/', rows(titledRow.extend({ code: z.string() })), lookups.colors);
  app.get('/insurances/vehicles/types/', rows(titledRow), lookups.insuranceTypes);
  app.get('/drivers/statuses/', rows(colored), lookups.driverStatuses);

  const located = { lat: z.number().nullable(), lng: z.number().nullable() };
  app.get(
    '/geolocations/provinces/',
    typedContract({
      query: parent('country'),
      answer: z.array(
        titledRow.extend({
          country_id: z.number().int(),
          center_lat: z.number().nullable(),
          center_lng: z.number().nullable(),
        }),
      ),
    }),
    async (request) => lookups.provinces(request.query.id),
  );
  app.get(
    '/geolocations/cities/',
    typedContract({
      query: parent('province'),
      answer: z.array(titledRow.extend({ province_id: z.number().int(), ...located })),
    }),
    async (request) => lookups.cities(request.query.id),
  );
  app.get(
    '/geolocations/neighborhood/',
    typedContract({
      query: parent('city'),
      answer: z.array(titledRow.extend({ city_id: z.number().int() })),
    }),
    async (request) => lookups.neighborhoods(request.query.id),
  );
}
