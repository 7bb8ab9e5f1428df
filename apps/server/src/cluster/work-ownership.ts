import type { Executor } from '../db/sql-helpers';

/**
 * Cluster mode's check on the per-vehicle work (motion derivation, fences, rules): inside each
 * write transaction, `hold` confirms that this node still owns the vehicles written and keeps
 * them until the commit, or throws an error `isRefusal` recognises; the writer then drops what
 * it held of those vehicles and reports them through `dropped`, so their owner works them again
 * from the stored positions.
 */
export interface WorkOwnership {
  hold(tx: Executor, vehicleIds: number[]): Promise<void>;
  isRefusal(error: unknown): boolean;
  dropped(vehicleIds: number[]): void;
}
