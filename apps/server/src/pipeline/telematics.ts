import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../clock';
import type { FramedPortName } from '../config';
import type { Database } from '../db/database';
import { CommandLink } from '../gateway/commands/command-link';
import { MqttIngest, type MqttIngestOptions } from '../gateway/mqtt/mqtt-ingest';
import { buildOsmAndGateway } from '../gateway/osmand/osmand-gateway';
import { framedProtocols } from '../gateway/protocol/framed-protocols';
import { ProtocolUdpGateway } from '../gateway/protocol/protocol-udp-gateway';
import { detectingConnection } from '../gateway/server/detecting-connection';
import type { GatewayServices } from '../gateway/server/gateway-services';
import { portProtocols } from '../gateway/server/port-protocols';
import { TcpGateway } from '../gateway/server/tcp-gateway';
import { type DeviceSupport, newDeviceSupport } from '../gateway/support/device-support';
import { UnknownDeviceLog } from '../gateway/support/unknown-device-log';
import { TeltonikaUdpGateway } from '../gateway/teltonika/teltonika-udp-gateway';
import { type LiveState, LiveStateStore } from '../live/live-state-store';
import type { Outbox } from '../webhooks/outbox';
import { DeviceRegistry } from './device-registry';
import { IngestMetrics } from './ingest-metrics';
import { IngestService } from './ingest-service';
import { ensurePositionStorage } from './position-storage';
import { type PositionRecord, PositionWriter } from './position-writer';

/**
 * Work that follows every committed batch (derivations, fence and rule evaluation). It runs after
 * the device is acknowledged, so it must not throw into the writer; errors are logged here.
 */
export type CommittedPositionsListener = (records: PositionRecord[]) => void;

export interface TelematicsPorts {
  teltonika: number;
  /** Teltonika over UDP; by custom the same number as its TCP port. */
  teltonikaUdp: number;
  gt06: number;
  osmand: number;
  /** The other framed protocols; each not given listens on a free port (tests). */
  framed?: Partial<Record<FramedPortName, number>>;
  /** The auto-detecting port; a free one when not given. */
  auto?: number;
}

/** The ports actually bound. */
export type BoundPorts = Required<Omit<TelematicsPorts, 'framed'>> & {
  framed: Record<FramedPortName, number>;
};

/**
 * The tracker side of the server: position storage, the batched writer, live state, and one
 * listener per protocol. `start` answers the ports actually bound (tests ask for port 0).
 */
export class Telematics {
  readonly metrics = new IngestMetrics();
  readonly registry: DeviceRegistry;
  readonly liveStates: LiveStateStore;
  readonly writer: PositionWriter;
  readonly ingest: IngestService;
  private readonly tcp: TcpGateway[] = [];
  private osmand: FastifyInstance | undefined;
  private teltonikaUdp: TeltonikaUdpGateway | undefined;
  private readonly udp: ProtocolUdpGateway[] = [];
  readonly services: GatewayServices;
  private readonly unknownDevices: UnknownDeviceLog;
  private readonly support: DeviceSupport;
  private readonly commands: CommandLink;
  private flushTimer: NodeJS.Timeout | undefined;
  private mqtt: MqttIngest | undefined;
  private saveTimer: NodeJS.Timeout | undefined;
  private readonly committedListeners: CommittedPositionsListener[] = [];
  private liveListener: ((changed: LiveState[]) => void) | undefined;

  private readonly db: Database['db'];

  /** `database` is the whole handle: the device registry follows its change notifications. */
  constructor(
    database: Pick<Database, 'db' | 'listen'>,
    private readonly log: FastifyBaseLogger,
    liveStates = new LiveStateStore(database.db),
    support: DeviceSupport = newDeviceSupport(database.db),
    clock: Clock = systemClock,
    /** Where committed batches are announced for the webhooks that want positions. */
    outbox?: Outbox,
  ) {
    const db = database.db;
    this.db = db;
    this.registry = new DeviceRegistry(database);
    this.liveStates = liveStates;
    this.writer = new PositionWriter(
      db,
      { maxBatch: 2000, maxDelayMs: 100, concurrency: 2 },
      (records) => {
        const changed = this.liveStates.apply(records);
        if (this.liveListener && changed.length > 0) this.liveListener(changed);
        for (const listener of this.committedListeners) {
          try {
            listener(records);
          } catch (error) {
            this.log.error({ err: error }, 'a committed-positions listener failed');
          }
        }
      },
      outbox,
    );
    this.ingest = new IngestService(this.registry, this.writer, this.metrics, log);
    this.support = support;
    this.unknownDevices = new UnknownDeviceLog(db);
    this.commands = new CommandLink(database, support.frameLog, clock, log);
    this.services = {
      ingest: this.ingest,
      metrics: this.metrics,
      frameLog: support.frameLog,
      sightings: support.sightings,
      unknownDevices: this.unknownDevices,
      commands: this.commands,
    };
  }

  /** Registers work to run on every committed batch, in commit order, after live state. */
  onCommitted(listener: CommittedPositionsListener): void {
    this.committedListeners.push(listener);
  }

  /**
   * Hears the live states each committed batch changed (cluster mode: they go out on the bus).
   * One listener; without it nothing more is done per batch.
   */
  onLiveChanged(listener: (changed: LiveState[]) => void): void {
    this.liveListener = listener;
  }

  async start(host: string, ports: TelematicsPorts): Promise<BoundPorts> {
    await ensurePositionStorage(this.db);
    await this.registry.follow();
    await this.commands.start();
    await this.support.sightings.clearConnections();
    this.flushTimer = setInterval(() => this.flushSupport(), 2_000);
    this.flushTimer.unref();
    await this.liveStates.load();
    this.saveTimer = setInterval(() => {
      this.liveStates.save().catch((error) => this.log.error({ err: error }, 'saving live states failed'));
    }, 2_000);
    this.saveTimer.unref();
    const every = portProtocols(this.services);
    const tcp = (label: string, port: number) => {
      const own = every.find((protocol) => protocol.name === label);
      const gateway = new TcpGateway({
        protocol: label,
        host,
        port,
        idleMs: 1_500,
        closeAfterMs: 15 * 60_000,
        log: this.log,
        connect: (socket) => detectingConnection(socket, { label, own, all: every }, this.log),
      });
      this.tcp.push(gateway);
      return gateway.listen();
    };
    const teltonika = await tcp('teltonika', ports.teltonika);
    this.teltonikaUdp = new TeltonikaUdpGateway(this.ingest, this.metrics, this.log);
    const teltonikaUdp = await this.teltonikaUdp.listen(host, ports.teltonikaUdp);
    const gt06 = await tcp('gt06', ports.gt06);
    const framed = {} as Record<FramedPortName, number>;
    for (const protocol of framedProtocols) {
      const name = protocol.name as FramedPortName;
      const requested = ports.framed?.[name] ?? 0;
      // UDP listens on the TCP port's number. When the system chose that number (port 0), UDP may
      // find it taken by another socket: then both are bound again on a new number.
      for (let attempt = 1; ; attempt++) {
        framed[name] = await tcp(name, requested);
        if (!protocol.udp) break;
        const udp = new ProtocolUdpGateway(protocol, this.services, this.log);
        try {
          await udp.listen(host, framed[name]);
          this.udp.push(udp);
          break;
        } catch (error) {
          const taken = (error as { code?: string }).code === 'EADDRINUSE';
          if (requested !== 0 || !taken || attempt >= 5) throw error;
          await udp.close().catch(() => undefined);
          await this.tcp.pop()?.close();
        }
      }
    }
    const auto = await tcp('auto', ports.auto ?? 0);
    this.osmand = await buildOsmAndGateway(this.ingest, this.metrics, this.log);
    await this.osmand.listen({ host, port: ports.osmand });
    const address = this.osmand.server.address();
    const osmand = typeof address === 'object' && address ? address.port : ports.osmand;
    return { teltonika, teltonikaUdp, gt06, osmand, framed, auto };
  }

  private flushSupport(): void {
    const failed = (error: unknown) => this.log.error({ err: error }, 'saving device sightings failed');
    this.support.sightings.flush().catch(failed);
    this.unknownDevices.flush().catch(failed);
  }

  /** Subscribes to JSON positions on an external MQTT broker (docs/telemetry-mqtt.md). */
  startMqtt(options: MqttIngestOptions): MqttIngest {
    const mqtt = new MqttIngest(options, this.ingest, this.metrics, this.log);
    this.mqtt = mqtt;
    mqtt.start();
    return mqtt;
  }

  /** Stops listening, then writes what is still queued (acknowledged data is already stored). */
  async stop(): Promise<void> {
    await this.mqtt?.stop();
    await Promise.all(this.tcp.map((gateway) => gateway.close()));
    await this.teltonikaUdp?.close();
    await Promise.all(this.udp.map((gateway) => gateway.close()));
    await this.commands.stop();
    clearInterval(this.flushTimer);
    await Promise.all([this.support.sightings.flush(), this.unknownDevices.flush()]).catch(() => undefined);
    await this.osmand?.close();
    await this.writer.close();
    await this.registry.stop();
    clearInterval(this.saveTimer);
    await this.liveStates.save();
  }
}
