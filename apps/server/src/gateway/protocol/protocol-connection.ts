import type net from 'node:net';
import type { FrameResult } from '@navgan/domain/resources/device-support';
import type { KnownDevice } from '../../pipeline/device-registry';
import type { CommandChannel } from '../commands/command-link';
import { isRealPlace } from '../decoded-position';
import type { GatewayServices } from '../server/gateway-services';
import { type DeviceConnection, SerialWork } from '../server/tcp-gateway';
import { type FrameRecorder, frameRecorder } from '../support/frame-log';
import type { DecodeOutcome, ProtocolSession, TrackerProtocol } from './tracker-protocol';

/** Where a connection's replies go: a TCP socket, or a UDP peer. */
export interface ReplyTarget {
  write(bytes: Buffer): void;
  /** Ends the conversation (an unknown device, a store that failed). */
  close(): void;
  readonly remote: string;
}

/**
 * Drives one device's frames through a protocol: decode, identify the device on the first frame
 * that names it (an unregistered one is recorded for support staff and refused), commit the
 * positions, and only then send the protocol's reply. Frames of a connection are handled one
 * after another so replies keep their order. Every frame in and out goes to the device's frame
 * log; commands queued for the device are sent while it is connected.
 */
export class ProtocolConversation {
  private readonly session: ProtocolSession;
  private device: KnownDevice | null = null;
  private identity: string | undefined;
  private channel: CommandChannel | undefined;
  private closed = false;
  private readonly logFrame: FrameRecorder;

  constructor(
    private readonly protocol: TrackerProtocol,
    private readonly services: GatewayServices,
    private readonly target: ReplyTarget,
  ) {
    this.session = protocol.session();
    this.logFrame = frameRecorder(services.frameLog, protocol.name, protocol.textual, () => this.device);
  }

  async handle(frame: Buffer): Promise<void> {
    if (this.closed) return;
    const { services, protocol } = this;
    const receivedAt = new Date();
    let outcome = this.decode(frame, receivedAt, this.device?.lenientCrc ?? false);
    if (!this.device && !outcome.ok && outcome.reason === 'crc' && outcome.identity) {
      // A first frame with a bad checksum counts only if the device it names is a lenient one.
      const candidate = await services.ingest.identify(outcome.identity, protocol.name);
      if (candidate?.lenientCrc) outcome = this.decode(frame, receivedAt, true);
    }
    if (outcome.ok && outcome.immediateReply) this.send(outcome.immediateReply);
    const identity = outcome.identity ?? this.session.identity;
    if (!this.device && identity) {
      this.device = await services.ingest.identify(identity, protocol.name);
      if (!this.device) {
        services.unknownDevices.attempt(
          identity,
          protocol.name,
          this.target.remote,
          frame,
          protocol.textual,
          receivedAt,
        );
        this.close();
        return;
      }
      this.identity = identity;
      this.opened(this.device);
    }
    const device = this.device;
    if (!device) {
      services.metrics.refused(protocol.name, outcome.ok ? 'no-login' : outcome.reason);
      return;
    }
    services.sightings.seen(device.deviceId, receivedAt, this.target.remote);
    if (!outcome.ok) {
      services.metrics.refused(protocol.name, outcome.reason);
      this.logFrame(frame, 'in', { refused: outcome.reason });
      return;
    }
    this.logFrame(frame, 'in', { result: describe(outcome) });
    const positions = outcome.positions.filter(isRealPlace);
    if (positions.length > 0) {
      const stored = await services.ingest.accept(device, positions);
      if (!stored.ok) {
        this.close();
        return;
      }
    }
    if (outcome.reply) this.send(outcome.reply);
    if (outcome.commandAnswer) await services.commands.answered(device.deviceId, outcome.commandAnswer);
  }

  /** The connection ended: commands wait for the next one. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.device && this.channel) {
      this.services.commands.detach(this.device.deviceId, this.channel);
      this.services.sightings.disconnected(this.device.deviceId);
    }
    this.target.close();
  }

  private decode(frame: Buffer, receivedAt: Date, lenient: boolean): DecodeOutcome {
    try {
      return this.session.decode(frame, {
        lenient,
        receivedAt,
        clockOffsetMinutes: this.device?.clockOffsetMinutes ?? 0,
      });
    } catch {
      // A decoder must refuse, not throw; if one ever does, the frame is refused all the same.
      return { ok: false, reason: 'decoder-error' };
    }
  }

  private opened(device: KnownDevice): void {
    this.services.sightings.connected(device.deviceId);
    const encoder = this.protocol.commands;
    if (!encoder || !this.identity) return;
    this.channel = {
      identity: this.identity,
      protocol: this.protocol.name,
      textual: this.protocol.textual,
      encoder,
      write: (bytes) => this.target.write(bytes),
    };
    this.services.commands.attach(device.deviceId, this.channel);
  }

  private send(bytes: Buffer): void {
    this.target.write(bytes);
    this.logFrame(bytes, 'out', { result: { kind: 'reply' } });
  }
}

function describe(outcome: Extract<DecodeOutcome, { ok: true }>): FrameResult {
  if (outcome.commandAnswer) return { kind: 'answer', text: outcome.commandAnswer.text };
  if (outcome.positions.length === 0 && outcome.identity) return { kind: 'login' };
  return { kind: 'positions', count: outcome.positions.length };
}

/** One TCP connection of a framed protocol. */
export function protocolConnection(
  socket: net.Socket,
  protocol: TrackerProtocol,
  services: GatewayServices,
): DeviceConnection {
  const splitter = protocol.splitter();
  const work = new SerialWork(socket);
  const conversation = new ProtocolConversation(protocol, services, {
    write: (bytes) => {
      if (!socket.destroyed) socket.write(bytes);
    },
    close: () => socket.destroy(),
    remote: `${socket.remoteAddress ?? ''}:${socket.remotePort ?? ''}`,
  });
  const handle = (events: ReturnType<typeof splitter.push>) => {
    for (const event of events) {
      if (event.kind === 'error') {
        services.metrics.refused(protocol.name, `framing-${event.reason}`);
        continue;
      }
      work.add(() => conversation.handle(event.frame));
    }
  };
  return {
    receive: (chunk) => handle(splitter.push(chunk)),
    idle: splitter.flush ? () => handle(splitter.flush?.() ?? []) : undefined,
    closed: () => conversation.close(),
  };
}
