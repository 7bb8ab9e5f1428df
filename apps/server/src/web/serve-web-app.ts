import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else
 * (index.html, version.json) is revalidated so a new release is picked up. Any other GET that is
 * not an API path answers index.html (history-mode routing). Precompressed .br/.gz siblings
 * written at build time are sent to clients that accept them. Returns whether the app was found.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app is not built; serving the API only (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const inAssets = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
      res.setHeader('cache-control', inAssets ? immutable : revalidate);
    },
  });

  return true;
}

/** GETs for app pages (not API, not asset files) that the SPA's router answers. */
export function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/assets/')
  );
}

export function sendIndexPage(reply: FastifyReply) {
  return reply.header('cache-control', revalidate).sendFile('index.html');
}
