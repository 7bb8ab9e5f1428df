import type { FastifyBaseLogger } from 'fastify';
import type { DecodedPosition } from '../gateway/decoded-position';
import { deviceKeyAccepts } from './device-key';
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

  /**
   * The registered device for an identity that also presented `key` (HTTP and MQTT), or null.
   * An unknown identity and a wrong or missing key give the same null, so a caller's answer cannot
   * tell which identities are registered; only the log and the counters tell them apart.
   */
  async authenticate(
    identity: string,
    protocol: string,
    key: string | undefined,
  ): Promise<KnownDevice | null> {
    const device = await this.identify(identity, protocol);
    if (!device) return null;
    if (deviceKeyAccepts(device.ingestKey, key)) return device;
    this.metrics.counters.wrongKeys++;
    this.log.warn(
      { identity, protocol, keyGiven: key !== undefined },
      'data from a registered device refused: wrong or missing key',
    );
    return null;
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
