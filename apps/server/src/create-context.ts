import { ApprovalTargets } from './access/approval-queue';
import type { AppContext } from './app-context';
import { ApiKeyUse } from './auth/api-key-use';
import { LoginThrottle } from './auth/login-throttle';
import { RateLimiter } from './auth/rate-limiter';
import { SessionRevocations } from './auth/session-revocations';
import { TokenSigner } from './auth/tokens';
import { type Clock, systemClock } from './clock';
import type { Bus } from './cluster/bus';
import { Readiness } from './cluster/readiness';
import type { Config } from './config';
import type { Database } from './db/database';
import { newDeviceSupport } from './gateway/support/device-support';
import { LiveStateStore } from './live/live-state-store';
import { VehicleCatalog } from './live/vehicle-catalog';
import { newDefinitionChanges } from './pipeline/fences/definition-changes';
import { Outbox } from './webhooks/outbox';
import { WebhookInterest } from './webhooks/webhook-interest';

export function createContext(
  config: Config,
  database: Database,
  clock: Clock = systemClock,
  /** The cluster's bus, opened by main in cluster mode. */
  bus?: Bus,
): AppContext {
  return {
    config,
    database,
    clock,
    tokens: new TokenSigner(
      {
        secret: config.jwtSecret,
        accessTtlSeconds: config.accessTokenTtlSeconds,
        refreshTtlSeconds: config.refreshTokenTtlSeconds,
      },
      clock,
    ),
    loginThrottle: new LoginThrottle(),
    rateLimiter: new RateLimiter(() => clock.now().getTime()),
    apiKeyUse: new ApiKeyUse(database.db, clock),
    sessions: new SessionRevocations(database.db, config.accessTokenTtlSeconds, () => clock.now().getTime()),
    liveStates: new LiveStateStore(database.db),
    catalog: new VehicleCatalog(database.db),
    definitionChanges: newDefinitionChanges(),
    approvalTargets: new ApprovalTargets(),
    deviceSupport: newDeviceSupport(database.db, config.nodeId),
    outbox: new Outbox(new WebhookInterest(database.db)),
    readiness: new Readiness(),
    ...(bus ? { bus } : {}),
  };
}
