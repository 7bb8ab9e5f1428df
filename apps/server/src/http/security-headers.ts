import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Origins of the map's style, tiles, glyphs and sprites (config.mapOrigins). */
  mapOrigins: string[];
  /** The panel is served over HTTPS (PUBLIC_URL says so): browsers are told to keep to it. */
  https: boolean;
}

/**
 * The headers every answer carries (docs/decisions.md, "Security headers"): a Content-Security-Policy
 * allowing the panel's own scripts and the map's hosts only, no framing, no MIME sniffing, and a
 * referrer limited to the origin (tile servers such as OpenStreetMap's require one).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const map = options.mapOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's styling engine writes <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...map],
        fontSrc: ["'self'", 'data:', ...map],
        // MapLibre fetches styles, tiles and glyphs from its worker, which it starts from a blob.
        connectSrc: ["'self'", ...map],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Offices reach the panel over plain HTTP on their network too: no upgrade, HSTS only on HTTPS.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000 } : false,
  });
}
