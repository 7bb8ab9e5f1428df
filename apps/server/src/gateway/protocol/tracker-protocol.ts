import type { DeviceCommandType, DeviceProtocol } from '@navgan/domain/resources/device';
import type { DecodedPosition } from '../decoded-position';

/**
 * The seam every framed tracker protocol plugs into (H02, TK103, JT/T 808, Wialon IPS, Queclink,
 * Meitrack, Ruptela). A protocol module is pure: it splits bytes into frames, decodes a frame
 * into positions and the reply the protocol expects, and encodes commands. Sockets, device
 * lookup, commit-before-acknowledge, the frame log and the command queue are the generic
 * connection's job (protocol-connection.ts), so no protocol can get them wrong.
 */
export interface TrackerProtocol {
  /** The value of a device's `protocol` field. */
  readonly name: ProtocolName;
  /** Frames are text (shown as text in the frame log) or binary (shown as hex). */
  readonly textual: boolean;
  /** The protocol is also spoken over UDP, one datagram = one frame. */
  readonly udp: boolean;
  /** A fresh splitter for one TCP connection. */
  splitter(): FrameSplitter;
  /** A fresh decoder state for one connection (or one UDP peer). */
  session(): ProtocolSession;
  /**
   * Recognises the protocol from the first bytes a connection sent (the auto-detecting port):
   * 'yes', 'no', or 'more' when the bytes so far cannot tell yet.
   */
  detect(head: Buffer): 'yes' | 'no' | 'more';
  /** Commands this protocol can carry; absent when it has none. */
  readonly commands?: CommandEncoder;
}

/** The framed protocols, spoken over TCP (and UDP where they are); OsmAnd and MQTT are not framed. */
export type ProtocolName = Exclude<DeviceProtocol, 'osmand' | 'mqtt'>;

export type SplitEvent =
  | { kind: 'frame'; frame: Buffer }
  /** Bytes skipped while resynchronising (garbage, a frame too long, a broken frame). */
  | { kind: 'error'; reason: string; skipped: number };

/**
 * Splits a TCP byte stream into frames. Chunks may cut or merge frames anywhere; the frames
 * produced must not depend on where the stream was cut. Garbage is skipped up to the next
 * plausible frame start and reported. A splitter keeps a bounded amount of bytes.
 */
export interface FrameSplitter {
  push(chunk: Buffer): SplitEvent[];
  /** The connection went quiet: a frame without a terminator may be complete (optional). */
  flush?(): SplitEvent[];
}

export interface DecodeContext {
  /** The device accepts frames whose checksum is wrong (its `lenient_crc` flag). */
  lenient: boolean;
  /** When the frame arrived (server clock); replies that carry "now" use it. */
  receivedAt: Date;
  /** Minutes the device's clock is ahead of UTC, for protocols that send local time. */
  clockOffsetMinutes: number;
}

export type DecodeOutcome =
  | {
      ok: true;
      /**
       * The identity the frame names (login, or a protocol that repeats it in every frame). The
       * connection looks the device up by it the first time, and refuses the connection when it
       * is not registered.
       */
      identity?: string;
      /** Positions to commit; may be empty (login, heartbeat). */
      positions: DecodedPosition[];
      /** Sent only after the positions are committed (and only to a registered device). */
      reply?: Buffer;
      /**
       * Sent at once, before the device is looked up or anything committed: the protocols whose
       * heartbeat echo or login answer does not depend on the device (e.g. H02 heartbeat).
       */
      immediateReply?: Buffer;
      /** The device answered a command (its text or hex, and whether it reports success). */
      commandAnswer?: CommandAnswer;
    }
  | {
      ok: false;
      /** Short machine reason for the metrics and the frame log: 'crc', 'length', 'format'... */
      reason: string;
      identity?: string;
    };

/**
 * One connection's decoder: it remembers what later frames need (the identity from a login,
 * the last fix, the protocol's serial number for replies).
 */
export interface ProtocolSession {
  decode(frame: Buffer, context: DecodeContext): DecodeOutcome;
  /** The identity the connection has announced, once it has. */
  readonly identity?: string;
}

export interface CommandAnswer {
  /** Text of the answer as the device sent it (or hex for binary answers). */
  text: string;
  /** False when the device said the command failed; true or undefined otherwise. */
  success?: boolean;
  /** The serial/sequence the answer refers to, when the protocol echoes one. */
  serial?: number;
}

export interface CommandRequest {
  type: DeviceCommandType;
  /** The text of a custom command, as the device's manual gives it. */
  text?: string;
}

export interface CommandContext {
  /** The device's identity on this connection. */
  identity: string;
  /** A number the protocol echoes in its answer, where it has one (unique per connection). */
  serial: number;
  /** Server time of sending (some protocols carry it). */
  now: Date;
}

export interface CommandEncoder {
  /** Command types this protocol has. */
  readonly types: readonly DeviceCommandType[];
  /** The bytes to send; null when this protocol cannot carry this command. */
  encode(command: CommandRequest, context: CommandContext): Buffer | null;
  /**
   * True when the device answers commands (the state then goes sent → confirmed when the answer
   * arrives); false when the protocol sends nothing back and the state stays `sent`.
   */
  readonly answers: boolean;
}
