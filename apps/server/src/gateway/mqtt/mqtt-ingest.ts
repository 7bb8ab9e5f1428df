import { randomBytes } from 'node:crypto';
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
  /**
   * Session id at the broker (MQTT_CLIENT_ID). Given: a stable id whose session, and the messages
   * it holds, outlive a restart. Absent: an id of this process alone, whose session ends with it.
   */
  clientId?: string;
  /** Shared-subscription group (MQTT_SHARE_GROUP): processes of one group each get a message once. */
  shareGroup?: string;
  reconnectMs?: number;
}

/** Session expiry (s) of a configured client id: its session waits an hour for the process to return. */
const STABLE_SESSION_S = 3600;
/** Of a generated id: long enough to ride out a dropped connection, short enough not to pile up after exits. */
const PROCESS_SESSION_S = 300;

/** A client id no other process uses: two processes with one id take the session from each other. */
export function processClientId(): string {
  return `navgan-${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`.slice(0, 64);
}

/** What to subscribe to: the topic, or its shared form when a group is given. */
export function subscriptionOf(topic: string, shareGroup: string | undefined): string {
  return shareGroup ? `$share/${shareGroup}/${topic}` : topic;
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
  /** True once the broker granted the subscription (tests wait for it). */
  subscribed = false;
  private readonly stableId: boolean;
  readonly clientId: string;

  constructor(
    private readonly options: MqttIngestOptions,
    private readonly ingest: IngestService,
    private readonly metrics: IngestMetrics,
    private readonly log: FastifyBaseLogger,
  ) {
    this.stableId = Boolean(options.clientId);
    this.clientId = options.clientId || processClientId();
  }

  start(): void {
    const { url } = this.options;
    const topic = subscriptionOf(this.options.topic, this.options.shareGroup);
    const client = mqtt.connect(url, {
      protocolVersion: 5,
      clientId: this.clientId,
      clean: false,
      properties: { sessionExpiryInterval: this.stableId ? STABLE_SESSION_S : PROCESS_SESSION_S },
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
    client.on('connect', () => {
      this.log.info({ url: redact(url), topic, clientId: this.clientId }, 'mqtt: connected');
      // Always: a resumed session holds the subscriptions of the last run, which may have had
      // another topic; subscribing to one already held is harmless.
      client.subscribe(topic, { qos: 1 }, (error, granted) => {
        const refused = granted?.find((grant) => grant.qos > 2);
        if (error || refused)
          this.log.error({ err: error, topic, reasonCode: refused?.qos }, 'mqtt: subscribe failed');
        else this.subscribed = true;
      });
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
    // An unknown device and a wrong or missing key get the same reason code.
    const device = await this.ingest.authenticate(parsed.position.deviceId, 'mqtt', parsed.key);
    if (!device) return NOT_AUTHORIZED;
    const stored = await this.ingest.accept(device, [parsed.position]);
    return stored.ok ? 0 : 'retry';
  }

  async stop(): Promise<void> {
    const client = this.client;
    if (!client) return;
    // A process-only session ends with the process (expiry 0), so nothing is left queued for an id
    // that will never connect again; a stable id's session keeps waiting for its next run.
    const properties = this.stableId ? {} : { properties: { sessionExpiryInterval: 0 } };
    await new Promise<void>((resolve) => client.end(false, properties, () => resolve()));
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
