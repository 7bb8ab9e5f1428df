import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { gt06Connection } from '../gateway/gt06/gt06-connection';
import { MqttIngest, type MqttIngestOptions } from '../gateway/mqtt/mqtt-ingest';
import { buildOsmAndGateway } from '../gateway/osmand/osmand-gateway';
import { TcpGateway } from '../gateway/server/tcp-gateway';
import { teltonikaConnection } from '../gateway/teltonika/teltonika-connection';
import { TeltonikaUdpGateway } from '../gateway/teltonika/teltonika-udp-gateway';
import { LiveStateStore } from '../live/live-state-store';
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
}

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
  private mqtt: MqttIngest | undefined;
  private saveTimer: NodeJS.Timeout | undefined;
  private readonly committedListeners: CommittedPositionsListener[] = [];

  private readonly db: Database['db'];

  /** `database` is the whole handle: the device registry follows its change notifications. */
  constructor(
    database: Pick<Database, 'db' | 'listen'>,
    private readonly log: FastifyBaseLogger,
    liveStates = new LiveStateStore(database.db),
  ) {
    const db = database.db;
    this.db = db;
    this.registry = new DeviceRegistry(database);
    this.liveStates = liveStates;
    this.writer = new PositionWriter(db, { maxBatch: 2000, maxDelayMs: 100, concurrency: 2 }, (records) => {
      this.liveStates.apply(records);
      for (const listener of this.committedListeners) {
        try {
          listener(records);
        } catch (error) {
          this.log.error({ err: error }, 'a committed-positions listener failed');
        }
      }
    });
    this.ingest = new IngestService(this.registry, this.writer, this.metrics, log);
  }

  /** Registers work to run on every committed batch, in commit order, after live state. */
  onCommitted(listener: CommittedPositionsListener): void {
    this.committedListeners.push(listener);
  }

  async start(host: string, ports: TelematicsPorts): Promise<TelematicsPorts> {
    await ensurePositionStorage(this.db);
    await this.registry.follow();
    await this.liveStates.load();
    this.saveTimer = setInterval(() => {
      this.liveStates.save().catch((error) => this.log.error({ err: error }, 'saving live states failed'));
    }, 2_000);
    this.saveTimer.unref();
    const tcp = (protocol: string, port: number, connect: typeof teltonikaConnection) => {
      const gateway = new TcpGateway({
        protocol,
        host,
        port,
        idleMs: 1_500,
        closeAfterMs: 15 * 60_000,
        log: this.log,
        connect: (socket) => connect(socket, this.ingest, this.metrics),
      });
      this.tcp.push(gateway);
      return gateway.listen();
    };
    const teltonika = await tcp('teltonika', ports.teltonika, teltonikaConnection);
    this.teltonikaUdp = new TeltonikaUdpGateway(this.ingest, this.metrics, this.log);
    const teltonikaUdp = await this.teltonikaUdp.listen(host, ports.teltonikaUdp);
    const gt06 = await tcp('gt06', ports.gt06, gt06Connection);
    this.osmand = await buildOsmAndGateway(this.ingest, this.metrics, this.log);
    await this.osmand.listen({ host, port: ports.osmand });
    const address = this.osmand.server.address();
    const osmand = typeof address === 'object' && address ? address.port : ports.osmand;
    return { teltonika, teltonikaUdp, gt06, osmand };
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
    await this.osmand?.close();
    await this.writer.close();
    await this.registry.stop();
    clearInterval(this.saveTimer);
    await this.liveStates.save();
  }
}
