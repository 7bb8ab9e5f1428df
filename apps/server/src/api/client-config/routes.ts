import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/**
 * `client-config/`: deployment settings the web app needs at run time, so one build serves every
 * installation. `map_style_url` is MAP_STYLE_URL (a MapLibre style JSON, or a raster tile
 * template with {z}/{x}/{y}); null means the app's default (OpenStreetMap raster tiles over the
 * shipped offline outline). `support_phone` is SUPPORT_PHONE, shown where the app sends users to
 * support (the live map's not-updated vehicles); null hides it.
 */
export async function clientConfigRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/client-config/', async () => ({
    map_style_url: ctx.config.mapStyleUrl ?? null,
    support_phone: ctx.config.supportPhone ?? null,
  }));
}
