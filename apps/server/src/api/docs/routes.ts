import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type DocumentedRoute, openApiDocument } from './openapi-document';

export const openApiUrl = '/api/v1/openapi.json';
export const docsUrl = '/api/docs';

/** The reference page: Swagger UI's bundle, started by a script of ours (the CSP allows no inline script). */
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Navgan API</title>
    <link rel="stylesheet" href="${docsUrl}/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${docsUrl}/swagger-ui-bundle.js"></script>
    <script src="${docsUrl}/start.js"></script>
  </body>
</html>
`;

const start = `window.ui = SwaggerUIBundle({
  url: '${openApiUrl}',
  dom_id: '#reference',
  deepLinking: true,
  persistAuthorization: false,
  tryItOutEnabled: false,
});
`;

/** Files of the Swagger UI package the page loads, with their media types. */
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/**
 * `GET /api/v1/openapi.json` (OpenAPI 3.1, built once from the registered routes and their
 * contracts) and `GET /api/docs`, an interactive reference over it. Both public: they describe the
 * API, no company's data.
 */
export function docsRoutes(
  app: FastifyInstance,
  routes: () => readonly DocumentedRoute[],
  version: string,
): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(openApiUrl, async () => {
    document ??= openApiDocument(routes(), version);
    return document;
  });
  app.get(docsUrl, async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get(`${docsUrl}/start.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(start),
  );
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  for (const [file, type] of Object.entries(assets)) {
    app.get(`${docsUrl}/${file}`, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(await readFile(path.join(packageDir, file))),
    );
  }
}
