import {
  eventFeedItem,
  feedLimit,
  feedPageOf,
  fuelTransactionFeedItem,
  positionFeedItem,
  tripFeedItem,
} from '@navgan/domain/feeds';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import type { Tenant } from '../../db/tenant-scope';
import { boundedInt, queryOf, single } from '../../http/query-params';
import { tenantOf } from '../../http/request-context';
import { typedContract, typedRoutes } from '../../http/route-contract';
import { decodeCursor } from './feed-cursor';
import {
  eventFeed,
  type FeedPage,
  type FeedRead,
  fuelTransactionFeed,
  positionFeed,
  tripFeed,
} from './feed-queries';

const afterText =
  'The `next_cursor` of the previous page; absent: from the start. Opaque, and good across restarts.';

/** `?after=` and `?limit=`, the cursor checked to have the parts of this feed's key. */
const feedQuery = (keyParts: number) =>
  queryOf({
    after: single('after', afterText, (raw, name) => {
      const value = raw[name];
      const text = Array.isArray(value) ? value[0] : value;
      return typeof text === 'string' && text !== '' ? decodeCursor(text, keyParts) : undefined;
    }),
    limit: boundedInt(
      'limit',
      feedLimit,
      `Rows per page, ${feedLimit.min}..${feedLimit.max} (${feedLimit.fallback}).`,
    ),
  });

interface Feed<T extends z.ZodType> {
  path: string;
  summary: string;
  item: T;
  keyParts: number;
  read: (db: Db, tenant: Tenant, read: FeedRead) => Promise<FeedPage<z.infer<T>>>;
}

const feed = <T extends z.ZodType>(definition: Feed<T>) => definition;

/**
 * `feeds/<kind>/`: what integrators copy elsewhere, read in the order it was written, each row
 * once across pages and restarts (docs/integrations-api.md, docs/decisions.md "Change feeds").
 */
const feeds = [
  feed({
    path: '/feeds/positions/',
    summary: 'Positions as they were stored, after a cursor.',
    item: positionFeedItem,
    keyParts: 4,
    read: positionFeed,
  }),
  feed({
    path: '/feeds/trips/',
    summary: 'Trips as the derivation closes them, after a cursor.',
    item: tripFeedItem,
    keyParts: 2,
    read: tripFeed,
  }),
  feed({
    path: '/feeds/events/',
    summary: 'Harsh driving, over-speed and idle events, after a cursor.',
    item: eventFeedItem,
    keyParts: 2,
    read: eventFeed,
  }),
  feed({
    path: '/feeds/fuel-transactions/',
    summary: 'Fill-ups, again after each change, after a cursor.',
    item: fuelTransactionFeedItem,
    keyParts: 2,
    read: fuelTransactionFeed,
  }),
];

export async function feedRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = typedRoutes(scope);
  const db = ctx.database.db;
  for (const { path, summary, item, keyParts, read } of feeds) {
    app.get(
      path,
      typedContract({ summary, query: feedQuery(keyParts), answer: feedPageOf(item) }),
      async (request) => {
        const { after, limit } = request.query;
        return read(db, tenantOf(request), { after, limit });
      },
    );
  }
}
