import type { FastifyBaseLogger } from 'fastify';
import type { PositionAttributes } from '../gateway/decoded-position';
import type { LiveState, LiveStateStore } from '../live/live-state-store';
import type { Bus } from './bus';

/** Live updates of one company; a node that answers for every company listens to `liveSubjects`. */
export const liveSubject = (companyId: number) => `live.${companyId}`;
export const liveSubjects = 'live.>';

/** One device's newest fix, as a row: device, vehicle, fix and server time (ms), lat, lon, km/h, course, attributes. */
type LiveRow = [number, number | null, number, number, number, number, number, number, PositionAttributes];

/** What one committed batch changed for one company (a batch of several companies sends one each). */
interface LiveMessage {
  node: string;
  companyId: number;
  states: LiveRow[];
}

/** States per message: well under NATS's default 1 MB payload even with long attribute lists. */
const rowsPerMessage = 500;

/** Saves of `live_states` happen every 2 s: a catch-up read this much later has what was missed. */
const secondCatchUpMs = 2_500;

const toRow = (s: LiveState): LiveRow => [
  s.deviceId,
  s.vehicleId,
  s.fixTime.getTime(),
  s.serverTime.getTime(),
  s.latitude,
  s.longitude,
  s.speedKmh,
  s.course,
  s.attributes,
];

const fromRow = (companyId: number, row: LiveRow): LiveState => ({
  deviceId: row[0],
  companyId,
  vehicleId: row[1],
  fixTime: new Date(row[2]),
  serverTime: new Date(row[3]),
  latitude: row[4],
  longitude: row[5],
  speedKmh: row[6],
  course: row[7],
  attributes: row[8],
});

/**
 * Live state shared by the nodes of a cluster over the bus. A node that receives fixes publishes,
 * after each commit, the states the batch changed (one message per company); a node that answers
 * live requests follows every company's updates into its store, newest fix winning. Only the
 * receiving node saves a state to `live_states`. A follower subscribes before it loads the table,
 * so nothing committed in between is lost, and reads the table again when the bus comes back
 * after a loss.
 */
export class LiveFeed {
  private unsubscribe: (() => void) | undefined;
  private publishFailing = false;
  private catchUpTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly bus: Bus,
    private readonly store: LiveStateStore,
    private readonly nodeId: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends the states a committed batch changed here (Telematics.onLiveChanged). */
  readonly publish = (changed: readonly LiveState[]): void => {
    try {
      const first = changed[0];
      if (!first) return;
      if (changed.every((state) => state.companyId === first.companyId)) {
        this.send(first.companyId, changed);
      } else {
        const byCompany = new Map<number, LiveState[]>();
        for (const state of changed) {
          const company = byCompany.get(state.companyId);
          if (company) company.push(state);
          else byCompany.set(state.companyId, [state]);
        }
        for (const [companyId, states] of byCompany) this.send(companyId, states);
      }
      this.publishFailing = false;
    } catch (error) {
      // The bus is closed: the states are saved here all the same, and others catch up from them.
      if (!this.publishFailing) this.log.error({ err: error }, 'publishing live updates failed');
      this.publishFailing = true;
    }
  };

  private send(companyId: number, states: readonly LiveState[]): void {
    for (let from = 0; from < states.length; from += rowsPerMessage) {
      const message: LiveMessage = {
        node: this.nodeId,
        companyId,
        states: states.slice(from, from + rowsPerMessage).map(toRow),
      };
      this.bus.publish(liveSubject(companyId), message);
    }
  }

  /**
   * Follows every company's live updates into the store: subscribes, loads `live_states`, then
   * applies what arrived meanwhile. Resolves once the store is current.
   */
  async follow(): Promise<void> {
    let early: LiveMessage[] | undefined = [];
    this.unsubscribe = this.bus.subscribe<LiveMessage>(liveSubjects, (message) => {
      if (message.node === this.nodeId) return;
      if (early) early.push(message);
      else this.take(message);
    });
    // The server has the subscription before the table is read.
    await this.bus.connection.flush();
    await this.store.load();
    for (const message of early) this.take(message);
    early = undefined;
    this.bus.onReconnect(() => this.catchUp());
  }

  private take(message: LiveMessage): void {
    this.store.applyReceived(message.states.map((row) => fromRow(message.companyId, row)));
  }

  /** After a bus outage: what others saved meanwhile, now and once more after their next save. */
  private catchUp(): void {
    const load = () =>
      this.store.load().catch((error) => this.log.error({ err: error }, 'catching up live states failed'));
    void load();
    clearTimeout(this.catchUpTimer);
    this.catchUpTimer = setTimeout(() => void load(), secondCatchUpMs);
    this.catchUpTimer.unref();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearTimeout(this.catchUpTimer);
  }
}
