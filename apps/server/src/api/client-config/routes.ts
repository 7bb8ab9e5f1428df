import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { contract } from '../../http/route-contract';

/**
 * `client-config/`: deployment settings the web app needs at run time, so one build serves every
 * installation. `map_style_url` is MAP_STYLE_URL (a MapLibre style JSON, or a raster tile
 * template with {z}/{x}/{y}); null means the app's default (OpenStreetMap raster tiles over the
 * shipped offline outline). `support_phone` is SUPPORT_PHONE, shown where the app sends users to
 * support (the live map's not-updated vehicles); null hides it.
 */
export async function clientConfigRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const answer = z.object({ map_style_url: z.string().nullable(), support_phone: z.string().nullable() });
  app.get('/client-config/', contract({ answer }), async () => ({
    map_style_url: ctx.config.mapStyleUrl ?? null,
    support_phone: ctx.config.supportPhone ?? null,
  }));
}
