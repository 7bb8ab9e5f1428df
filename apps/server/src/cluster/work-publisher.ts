import { randomUUID } from 'node:crypto';
import type { PositionRecord } from '../pipeline/position-writer';
import type { Bus } from './bus';
import { shardOf } from './vehicle-shards';
import { encodeRecord, type WorkMessage, workSubject } from './work-messages';

/**
 * The gateway side of the per-vehicle work: after each commit, the batch's positions of vehicles
 * go to the owners of their shards, one message per shard, numbered per shard.
 */
export class WorkPublisher {
  private readonly name: string;
  private readonly counts = new Map<number, number>();

  constructor(
    private readonly bus: Bus,
    nodeId: string,
  ) {
    this.name = `${nodeId}/${randomUUID().slice(0, 8)}`;
  }

  /** The `Telematics.onCommitted` listener. */
  readonly publish = (records: PositionRecord[]): void => {
    const byShard = new Map<number, PositionRecord[]>();
    for (const record of records) {
      if (record.vehicleId === null) continue;
      const shard = shardOf(record.vehicleId);
      const list = byShard.get(shard);
      if (list) list.push(record);
      else byShard.set(shard, [record]);
    }
    for (const [shard, list] of byShard) {
      const n = (this.counts.get(shard) ?? 0) + 1;
      this.counts.set(shard, n);
      const message: WorkMessage = { g: this.name, n, r: list.map(encodeRecord) };
      this.bus.publish(workSubject(shard), message);
    }
  };
}
