import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/**
 * `maps/config/`: the base map the web app draws under every map. `style_url` is MAP_STYLE_URL
 * (a MapLibre style JSON, or a raster tile template with {z}/{x}/{y}); null means the app's
 * default (OpenStreetMap raster tiles, with the bundled offline outline underneath).
 */
export async function mapRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/maps/config/', async () => ({ style_url: ctx.config.mapStyleUrl ?? null }));
}
