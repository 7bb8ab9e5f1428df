import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import packageInfo from '../package.json' with { type: 'json' };
import { enforcePermissions, type RegisteredRoute } from './access/enforce-permissions';
import { accountRoutes } from './api/account/routes';
import { analyticsRoutes } from './api/analytics/routes';
import { apiKeyRoutes } from './api/api-keys/routes';
import { approvalRoutes } from './api/approvals/routes';
import { assignmentRoutes } from './api/assignments/routes';
import { auditRoutes } from './api/audit/routes';
import { authRoutes } from './api/auth/routes';
import { clientConfigRoutes } from './api/client-config/routes';
import { companyRoutes } from './api/company/routes';
import { deviceCommandRoutes } from './api/devices/command-routes';
import { deviceKeyRoutes } from './api/devices/key-routes';
import { hasHardwareRoutes } from './api/devices/routes';
import { deviceSupportRoutes } from './api/devices/support-routes';
import type { DocumentedRoute } from './api/docs/openapi-document';
import { docsRoutes } from './api/docs/routes';
import { exportRoutes } from './api/exports/routes';
import { feedRoutes } from './api/feeds/routes';
import { fleetResources } from './api/fleet-resources';
import { healthRoutes } from './api/health/routes';
import { lookupRoutes } from './api/lookups/routes';
import { notificationChannelRoutes } from './api/notification-channels/routes';
import { notificationRoutes } from './api/notifications/routes';
import { organizationAssignmentRoutes } from './api/organizations/assignment-routes';
import { planEvaluationRoutes } from './api/plans/plan-evaluation-routes';
import { reminderRoutes } from './api/reminders/routes';
import { reportScheduleRoutes } from './api/report-schedules/routes';
import { reportRoutes } from './api/reports/routes';
import { fenceEventStatsRoutes } from './api/stats/fence-event-stats';
import { motionStatsRoutes } from './api/stats/motion-routes';
import { statsPieRoutes } from './api/stats/pie-routes';
import { trackingRoutes } from './api/trackings/routes';
import { currentUserRoutes } from './api/users/current-user-routes';
import { policyRoutes } from './api/users/policy-routes';
import { userRoutes } from './api/users/user-routes';
import { v2OverviewRoutes } from './api/v2/overview-routes';
import { informationRoutes } from './api/vehicles/information-routes';
import { webhookRoutes } from './api/webhooks/routes';
import type { AppContext } from './app-context';
import { authenticator } from './auth/authenticate';
import { type ContractBreach, registerAnswerCheck } from './http/answer-check';
import { ApiError } from './http/api-error';
import { registerInputGuard } from './http/input-guard';
import { registerRequestContext } from './http/request-context';
import { registerContracts } from './http/route-contract';
import { registerSecurityHeaders } from './http/security-headers';
import { message } from './i18n/messages';
import { redactQuery } from './logging/logger';
import { registerResource } from './resources/register-resource';
import { isPageRequest, sendIndexPage, serveWebApp } from './web/serve-web-app';

export interface AppOptions {
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Serve the built single-page app (main does; API tests don't need it). */
  serveWeb?: boolean;
  /** Collects every protected route (tests check each has a permission entry). */
  protectedRoutes?: RegisteredRoute[];
  /** Checks every answer against the OpenAPI contract and reports breaches (the API suite). */
  onContractBreach?: (breach: ContractBreach) => void;
}

export const apiPrefix = '/api/v1';
/** Reserved for the second API version (overview v2 lives there). */
export const apiV2Prefix = '/api/v2';

/** Builds the HTTP app without listening, so tests drive it with `inject`. */
export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per API request from the onResponse hook below instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 5 * 1024 * 1024,
    // request.ip is the client's address (login throttling, logs) behind a load balancer too.
    ...(ctx.config.trustedProxies.length > 0 ? { trustProxy: ctx.config.trustedProxies } : {}),
  });

  app.decorate('publicUrl', ctx.config.publicUrl);
  // Every API route with its contract, for the OpenAPI document; the protected ones are also
  // collected by the permission check below (they are the ones behind the access token).
  const apiRoutes: DocumentedRoute[] = [];
  const protectedRoutes = options.protectedRoutes ?? [];
  app.addHook('onRoute', (route) => {
    if (
      !route.url.startsWith('/api/') ||
      route.url.startsWith('/api/docs') ||
      route.url === '/api/v1/openapi.json'
    )
      return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      apiRoutes.push({ method, url: route.url, contract: route.config?.contract, signedIn: false });
  });
  const documentedRoutes = () =>
    apiRoutes.map((route) => ({
      ...route,
      signedIn: protectedRoutes.includes(`${route.method} ${route.url}`),
    }));
  registerRequestContext(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerContracts(app);
  if (options.onContractBreach) registerAnswerCheck(app, options.onContractBreach);
  const webApp = { served: false };
  app.setNotFoundHandler((request, reply) => {
    if (webApp.served && isPageRequest(request)) return sendIndexPage(reply);
    return reply.code(404).send({ detail: message(request.locale, 'notFound') });
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      request.log.info(
        {
          method: request.method,
          url: redactQuery(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'api request',
      );
    }
  });

  await registerSecurityHeaders(app, {
    mapOrigins: ctx.config.mapOrigins,
    https: ctx.config.publicUrl?.startsWith('https:') ?? false,
  });
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register((scope) => healthRoutes(scope, ctx));
  docsRoutes(app, documentedRoutes, packageInfo.version);

  await app.register(
    async (v1) => {
      await v1.register((scope) => authRoutes(scope, ctx));
      await v1.register(async (scope) => {
        scope.addHook('onRequest', authenticator(ctx));
        enforcePermissions(scope, protectedRoutes);
        await currentUserRoutes(scope, ctx);
        await notificationRoutes(scope, ctx);
        await notificationChannelRoutes(scope, ctx);
        await lookupRoutes(scope, ctx);
        await trackingRoutes(scope, ctx);
        await clientConfigRoutes(scope, ctx);
        await statsPieRoutes(scope, ctx);
        await reminderRoutes(scope, ctx);
        await companyRoutes(scope, ctx);
        await accountRoutes(scope, ctx);
        await assignmentRoutes(scope, ctx);
        await informationRoutes(scope, ctx);
        await hasHardwareRoutes(scope, ctx);
        await deviceKeyRoutes(scope, ctx);
        await deviceCommandRoutes(scope, ctx);
        await deviceSupportRoutes(scope, ctx);
        await exportRoutes(scope, ctx);
        await userRoutes(scope, ctx);
        await policyRoutes(scope, ctx);
        await apiKeyRoutes(scope, ctx);
        await feedRoutes(scope, ctx);
        await approvalRoutes(scope, ctx);
        await auditRoutes(scope, ctx);
        await fenceEventStatsRoutes(scope, ctx);
        await motionStatsRoutes(scope, ctx);
        await reportRoutes(scope, ctx);
        await analyticsRoutes(scope, ctx);
        await planEvaluationRoutes(scope, ctx);
        await reportScheduleRoutes(scope, ctx);
        await webhookRoutes(scope, ctx);
        for (const resource of fleetResources) registerResource(scope, ctx, resource);
        await organizationAssignmentRoutes(scope, ctx);
      });
    },
    { prefix: apiPrefix },
  );

  // The second version: the same authentication, languages, error bodies and permission table.
  await app.register(
    async (v2) => {
      v2.addHook('onRequest', authenticator(ctx));
      enforcePermissions(v2, protectedRoutes);
      await v2OverviewRoutes(v2, ctx);
    },
    { prefix: apiV2Prefix },
  );

  if (options.serveWeb) webApp.served = await serveWebApp(app, ctx.config.webDist);
  return app;
}

/**
 * The HTTP server of a node without the `api` role: only the probes a load balancer reads
 * (`/api/health`, `/api/ready`) on PORT, nothing of the API or the panel.
 */
export async function buildProbeApp(ctx: AppContext, options: Pick<AppOptions, 'logger'> = {}) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestContext(app);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ detail: message(request.locale, 'notFound') }),
  );
  await app.register((scope) => healthRoutes(scope, ctx));
  return app;
}

function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body(request.locale));
    }
    const fastifyError = error as { code?: string; statusCode?: number };
    if (pgErrorCode(error) === '23503') {
      return reply.code(409).send({ detail: message(request.locale, 'inUse') });
    }
    if (pgErrorCode(error) === '23505') {
      // A unique rule checked by the resource but lost to a concurrent write of the same value.
      return reply.code(409).send({ detail: message(request.locale, 'duplicate') });
    }
    if (
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.code(400).send({ detail: message(request.locale, 'malformedJson') });
    }
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ detail: message(request.locale, 'bodyTooLarge') });
    }
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ detail: message(request.locale, 'unsupportedMediaType') });
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply.code(fastifyError.statusCode).send({ detail: (error as Error).message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: message(request.locale, 'serverError') });
  });
}

/** The SQLSTATE of a PostgreSQL error (drizzle wraps the driver's error in `cause`). */
function pgErrorCode(error: unknown): string | undefined {
  const err = error as { code?: string; cause?: { code?: string } };
  return err?.cause?.code ?? err?.code;
}
