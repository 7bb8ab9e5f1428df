import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { IngestMetrics } from '../../pipeline/ingest-metrics';
import type { IngestService } from '../../pipeline/ingest-service';
import { type OsmAndRequest, parseOsmAndRequest } from './parse-osmand-request';

/** The answer to a position that is not accepted: the same for an unknown id and a wrong key. */
export const REFUSED = { status: 403, body: { detail: 'not accepted: unknown device or wrong key' } };

/**
 * The OsmAnd HTTP endpoint phone apps (Traccar Client and the like) post positions to, on its own
 * port. 200 only after the position is committed; anything else makes the app keep it and retry.
 */
export async function buildOsmAndGateway(
  ingest: IngestService,
  metrics: IngestMetrics,
  log: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    // Apps keep their connection alive between reports: without this, shutdown waits on them forever.
    // A request cut short was not answered 200, so the app sends that position again.
    forceCloseConnections: true,
  });
  // Bodies are parsed by the OsmAnd parser, which knows every form the apps send.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    handler: async (request, reply) => {
      const queryAt = request.url.indexOf('?');
      const received: OsmAndRequest = {
        method: request.method,
        query: queryAt >= 0 ? request.url.slice(queryAt + 1) : '',
        ...(request.headers['content-type'] ? { contentType: request.headers['content-type'] } : {}),
        ...(typeof request.body === 'string' ? { body: request.body } : {}),
      };
      const receivedAt = new Date();
      let parsed = parseOsmAndRequest(received, { receivedAt });
      if (!parsed.ok) {
        metrics.refused('osmand', parsed.reason);
        return reply
          .code(400)
          .send({ detail: parsed.reason, ...(parsed.field ? { field: parsed.field } : {}) });
      }
      const device = await ingest.authenticate(parsed.position.deviceId, 'osmand', parsed.key);
      // One answer for an unknown id and for a wrong or missing key: it tells nothing about which ids exist.
      if (!device) return reply.code(REFUSED.status).send(REFUSED.body);
      if (device.speedUnit !== 'kn') {
        parsed = parseOsmAndRequest(received, { receivedAt, speedUnit: device.speedUnit });
        if (!parsed.ok) return reply.code(400).send({ detail: parsed.reason });
      }
      const stored = await ingest.accept(device, [parsed.position]);
      if (!stored.ok) return reply.code(503).send({ detail: 'not stored, send again' });
      return reply.code(200).send();
    },
  });
  return app;
}
