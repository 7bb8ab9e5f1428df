import type { FastifyBaseLogger } from 'fastify';
import type { DecodedPosition } from '../gateway/decoded-position';
import type { DeviceRegistry, KnownDevice } from './device-registry';
import type { IngestMetrics } from './ingest-metrics';
import type { PositionWriter } from './position-writer';

export type IngestResult =
  | { ok: true; committed: number }
  | { ok: false; reason: 'unknown-device' | 'write-failed' };

/**
 * Where every protocol hands its decoded positions: attributes them to the registered device and
 * its vehicle, writes them, and answers only when they are committed (the protocol then
 * acknowledges). Data of an unknown identity is refused and logged, never stored against a guess.
 */
export class IngestService {
  constructor(
    private readonly registry: DeviceRegistry,
    private readonly writer: PositionWriter,
    private readonly metrics: IngestMetrics,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The registered device for an identity, or null (and counted) when there is none. */
  async identify(identity: string, protocol: string): Promise<KnownDevice | null> {
    const device = await this.registry.lookup(identity);
    if (!device) {
      this.metrics.counters.unknownDevices++;
      this.log.warn({ identity, protocol }, 'data from an unregistered device refused');
    }
    return device;
  }

  async accept(device: KnownDevice, positions: DecodedPosition[]): Promise<IngestResult> {
    const serverTime = new Date();
    try {
      await this.writer.write(
        positions.map((position) => ({
          companyId: device.companyId,
          deviceId: device.deviceId,
          vehicleId: device.vehicleId,
          position,
          serverTime,
        })),
      );
    } catch (error) {
      this.metrics.counters.writeFailures++;
      this.log.error(
        { err: error, deviceId: device.deviceId },
        'positions could not be stored; not acknowledged',
      );
      return { ok: false, reason: 'write-failed' };
    }
    this.metrics.counters.positionsCommitted += positions.length;
    return { ok: true, committed: positions.length };
  }
}
