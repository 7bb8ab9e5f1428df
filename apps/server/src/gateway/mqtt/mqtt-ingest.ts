import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import type { IngestMetrics } from '../../pipeline/ingest-metrics';
import type { IngestService } from '../../pipeline/ingest-service';
import { deviceIdFromTopic, parseMqttPosition } from './parse-mqtt-position';

/** MQTT 5 PUBACK reason codes: refused for good, so the broker does not send it again. */
const NOT_AUTHORIZED = 135;
const PAYLOAD_FORMAT_INVALID = 153;

export interface MqttIngestOptions {
  url: string;
  topic: string;
  /** Session id at the broker; stable, so unacknowledged messages wait for us across reconnects. */
  clientId?: string;
  reconnectMs?: number;
}

/**
 * JSON positions from an external MQTT broker, QoS 1, acknowledged only after they are committed:
 * mqtt.js's `customHandleAcks` (MQTT 5) holds the PUBACK until our callback. A message from an
 * unknown device or one that does not parse is refused with a reason code (counted, never
 * retried); a failed write is not acknowledged and the session is resumed, so the broker sends it
 * again. The client reconnects by itself; nothing here throws into the process.
 */
export class MqttIngest {
  private client: MqttClient | undefined;

  constructor(
    private readonly options: MqttIngestOptions,
    private readonly ingest: IngestService,
    private readonly metrics: IngestMetrics,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    const { url, topic } = this.options;
    const client = mqtt.connect(url, {
      protocolVersion: 5,
      clientId: this.options.clientId ?? `navgan-ingest-${hostname()}`,
      clean: false,
      properties: { sessionExpiryInterval: 3600 },
      reconnectPeriod: this.options.reconnectMs ?? 2_000,
      connectTimeout: 10_000,
      customHandleAcks: (messageTopic, payload, _packet, done) => {
        this.handle(messageTopic, payload).then(
          (code) => done(code === 'retry' ? new Error('not stored; the broker will send it again') : code),
          () => done(new Error('ingest failed')),
        );
      },
    });
    this.client = client;
    client.on('connect', (connack) => {
      this.log.info({ url: redact(url), topic }, 'mqtt: connected');
      // A resumed session keeps its subscription; subscribing again is harmless.
      if (!connack.sessionPresent) {
        client.subscribe(topic, { qos: 1 }, (error) => {
          if (error) this.log.error({ err: error, topic }, 'mqtt: subscribe failed');
        });
      }
    });
    client.on('error', (error) => {
      // A refused ack surfaces here too: reconnect, so the broker redelivers what we did not store.
      this.log.warn({ err: error }, 'mqtt: error');
      if (error.message.startsWith('not stored')) client.reconnect();
    });
    client.on('offline', () => this.log.warn({ url: redact(url) }, 'mqtt: broker unreachable, retrying'));
  }

  /** 0 = stored (PUBACK), a reason code = refused for good, 'retry' = not stored. */
  async handle(topic: string, payload: Buffer): Promise<number | 'retry'> {
    const parsed = parseMqttPosition(payload, deviceIdFromTopic(this.options.topic, topic));
    if (!parsed.ok) {
      this.metrics.refused('mqtt', parsed.reason);
      return PAYLOAD_FORMAT_INVALID;
    }
    const device = await this.ingest.identify(parsed.position.deviceId, 'mqtt');
    if (!device) return NOT_AUTHORIZED;
    const stored = await this.ingest.accept(device, [parsed.position]);
    return stored.ok ? 0 : 'retry';
  }

  async stop(): Promise<void> {
    const client = this.client;
    if (!client) return;
    await new Promise<void>((resolve) => client.end(false, {}, () => resolve()));
  }
}

/** The URL without its password, for logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'mqtt url';
  }
}
