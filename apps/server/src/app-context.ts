import type { ApprovalTargets } from './access/approval-queue';
import type { ApiKeyUse } from './auth/api-key-use';
import type { LoginThrottle } from './auth/login-throttle';
import type { RateLimiter } from './auth/rate-limiter';
import type { SessionRevocations } from './auth/session-revocations';
import type { TokenSigner } from './auth/tokens';
import type { Clock } from './clock';
import type { Bus } from './cluster/bus';
import type { Readiness } from './cluster/readiness';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DeviceSupport } from './gateway/support/device-support';
import type { LiveStateStore } from './live/live-state-store';
import type { VehicleCatalog } from './live/vehicle-catalog';
import type { DefinitionChanges } from './pipeline/fences/definition-changes';
import type { Outbox } from './webhooks/outbox';

/** What the routes need from the running process; built once in main (or per test). */
export interface AppContext {
  config: Config;
  database: Database;
  /** What "now" is for the tokens, the sessions and the jobs: the system's, or a test's that it moves on. */
  clock: Clock;
  tokens: TokenSigner;
  loginThrottle: LoginThrottle;
  /** Requests per minute of each signed-in user and API key. */
  rateLimiter: RateLimiter;
  /** Writes API keys' last use, at most once a minute each. */
  apiKeyUse: ApiKeyUse;
  /** Sessions ended before their access tokens expire (logout, password change, deactivation). */
  sessions: SessionRevocations;
  /** Newest fix of every device, fed by the tracker pipeline, read by the live APIs. */
  liveStates: LiveStateStore;
  /**
   * Plate, driver, tags and SIM of every vehicle, per company: the one catalog of the process,
   * read by the live answers, the fence and rule evaluation and the jobs.
   */
  catalog: VehicleCatalog;
  /** "A company's fences (or rules) changed": the API emits after a write, the evaluation's caches listen. */
  definitionChanges: DefinitionChanges;
  /** Each device's last frames and whether it is connected, kept by the gateway, read by support screens. */
  deviceSupport: DeviceSupport;
  /** What accepting a held-back write does, per target path (registered as the app is built). */
  approvalTargets: ApprovalTargets;
  /** The integrations' outbox and the subscribed event types per company it filters by. */
  outbox: Outbox;
  /** Starting, ready or stopping: what `/api/ready` answers a load balancer. */
  readiness: Readiness;
  /** The cluster's NATS bus, in cluster mode only (NATS_URL): what every node must hear at once. */
  bus?: Bus;
}
