/** Counters of what the gateway received and did, for logs and the metrics endpoint. */
export class IngestMetrics {
  readonly counters = {
    positionsCommitted: 0,
    framesRefused: 0,
    unknownDevices: 0,
    /** Registered devices refused for a wrong or missing key (HTTP, MQTT). */
    wrongKeys: 0,
    writeFailures: 0,
  };
  readonly refusedByReason = new Map<string, number>();

  refused(protocol: string, reason: string): void {
    this.counters.framesRefused++;
    const key = `${protocol}:${reason}`;
    this.refusedByReason.set(key, (this.refusedByReason.get(key) ?? 0) + 1);
  }

  snapshot() {
    return { ...this.counters, refusedByReason: Object.fromEntries(this.refusedByReason) };
  }
}
