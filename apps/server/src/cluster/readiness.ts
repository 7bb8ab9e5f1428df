/**
 * Whether this node takes traffic: `starting` until every part of its roles is up (listeners
 * bound, bus connected), `ready` then, `stopping` from the first moment of a shutdown, so a load
 * balancer probing `/api/ready` drains the node before its listeners close.
 */
export type NodePhase = 'starting' | 'ready' | 'stopping';

export class Readiness {
  private current: NodePhase = 'starting';

  get phase(): NodePhase {
    return this.current;
  }

  get ready(): boolean {
    return this.current === 'ready';
  }

  /** Every part is started; ignored once stopping began (a signal during startup wins). */
  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  markStopping(): void {
    this.current = 'stopping';
  }
}
