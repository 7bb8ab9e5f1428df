import type { FastifyBaseLogger } from 'fastify';
import type { Clock, Timer } from '../../clock';
import type { Database } from '../../db/database';
import type { CommandAnswer, CommandEncoder, CommandRequest } from '../protocol/tracker-protocol';
import type { FrameLog } from '../support/frame-log';
import {
  announceCommand,
  COMMANDS_CHANNEL,
  claimForSending,
  closeOverdueCommands,
  commandAnswered,
  queuedCommands,
  settleCommand,
} from './command-queries';

/** What a device connection offers the command link while it is open. */
export interface CommandChannel {
  identity: string;
  protocol: string;
  textual: boolean;
  encoder: CommandEncoder;
  write(bytes: Buffer): void;
}

/**
 * Takes queued commands to connected devices and devices' answers back to their commands.
 * Commands are announced on a database channel, so whichever process holds the device's
 * connection sends them; a connection that opens asks for what waited while it was away.
 * Delivery to one device is serial, and each command is claimed in the database before it is
 * written, so none is ever sent twice.
 */
export class CommandLink {
  private readonly channels = new Map<number, CommandChannel>();
  private readonly serials = new Map<number, number>();
  private readonly delivering = new Map<number, Promise<void>>();
  private stopListening: (() => Promise<void>) | undefined;
  private sweepTimer: Timer | undefined;

  constructor(
    private readonly database: Pick<Database, 'db' | 'listen'>,
    private readonly frameLog: FrameLog,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      COMMANDS_CHANNEL,
      (payload) => {
        const deviceId = Number(payload);
        if (this.channels.has(deviceId)) this.deliver(deviceId);
      },
      () => {
        for (const deviceId of this.channels.keys()) this.deliver(deviceId);
      },
    );
    this.sweepTimer = this.clock.every(30_000, () => {
      closeOverdueCommands(this.database.db, this.clock.now()).catch((error) =>
        this.log.error({ err: error }, 'closing overdue commands failed'),
      );
    });
  }

  async stop(): Promise<void> {
    this.sweepTimer?.cancel();
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  attach(deviceId: number, channel: CommandChannel): void {
    this.channels.set(deviceId, channel);
    this.deliver(deviceId);
  }

  detach(deviceId: number, channel: CommandChannel): void {
    if (this.channels.get(deviceId) === channel) this.channels.delete(deviceId);
  }

  /** Sends what waits for this device, after any delivery already running for it. */
  deliver(deviceId: number): Promise<void> {
    const previous = this.delivering.get(deviceId) ?? Promise.resolve();
    const next = previous
      .then(() => this.sendQueued(deviceId))
      .catch((error) => this.log.error({ err: error, deviceId }, 'sending queued commands failed'))
      .finally(() => {
        if (this.delivering.get(deviceId) === next) this.delivering.delete(deviceId);
      });
    this.delivering.set(deviceId, next);
    return next;
  }

  /** A device answered: the command it answers is confirmed or failed. */
  async answered(deviceId: number, answer: CommandAnswer): Promise<void> {
    const command = await commandAnswered(this.database.db, deviceId, answer.serial);
    if (!command) return;
    await settleCommand(
      this.database.db,
      command.id,
      answer.success === false ? 'failed' : 'confirmed',
      answer.text,
      this.clock.now(),
    );
  }

  /** Stores nothing: the caller has inserted the row; this tells every node. */
  announce(deviceId: number): Promise<void> {
    return announceCommand(this.database.db, deviceId);
  }

  private async sendQueued(deviceId: number): Promise<void> {
    const db = this.database.db;
    for (const command of await queuedCommands(db, deviceId, this.clock.now())) {
      const channel = this.channels.get(deviceId);
      if (!channel) return;
      const serial = this.nextSerial(deviceId);
      const now = this.clock.now();
      const request: CommandRequest = { type: command.type as CommandRequest['type'], text: command.text };
      const bytes = channel.encoder.encode(request, { identity: channel.identity, serial, now });
      if (!bytes) {
        await settleCommand(db, command.id, 'failed', `not supported by ${channel.protocol}`, now);
        continue;
      }
      if (!(await claimForSending(db, command.id, serial, channel.encoder.answers, now))) continue;
      channel.write(bytes);
      this.frameLog.record(deviceId, {
        at: now.toISOString(),
        direction: 'out',
        protocol: channel.protocol,
        bytes,
        textual: channel.textual,
        result: { kind: 'command', command: request.type },
      });
    }
  }

  private nextSerial(deviceId: number): number {
    const serial = ((this.serials.get(deviceId) ?? 0) + 1) & 0xffff;
    this.serials.set(deviceId, serial);
    return serial;
  }
}
