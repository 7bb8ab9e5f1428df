import { ApprovalTargets } from './access/approval-queue';
import type { AppContext } from './app-context';
import { LoginThrottle } from './auth/login-throttle';
import { SessionRevocations } from './auth/session-revocations';
import { TokenSigner } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/database';
import { LiveStateStore } from './live/live-state-store';
import { VehicleCatalog } from './live/vehicle-catalog';
import { newDefinitionChanges } from './pipeline/fences/definition-changes';

export function createContext(config: Config, database: Database): AppContext {
  return {
    config,
    database,
    tokens: new TokenSigner({
      secret: config.jwtSecret,
      accessTtlSeconds: config.accessTokenTtlSeconds,
      refreshTtlSeconds: config.refreshTokenTtlSeconds,
    }),
    loginThrottle: new LoginThrottle(),
    sessions: new SessionRevocations(database.db, config.accessTokenTtlSeconds),
    liveStates: new LiveStateStore(database.db),
    catalog: new VehicleCatalog(database.db),
    definitionChanges: newDefinitionChanges(),
    approvalTargets: new ApprovalTargets(),
  };
}
