import type { ByteCursor } from '../protocol/byte-cursor';
import type { Gt06ModelFlags } from './gt06-alarms';
import type { Gt06Session } from './gt06-session';
import type { Gt06Variant } from './gt06-variant';

/** What the message decoders need to know about the frame being decoded. */
export interface Gt06Context {
  frame: Uint8Array;
  cursor: ByteCursor;
  session: Gt06Session;
  type: number;
  /** The length field minus type, serial and CRC (may be negative for broken frames). */
  dataLength: number;
  variant: Gt06Variant;
  /** Device model, upper case, or '' when unknown. */
  model: string;
  flags: Gt06ModelFlags;
  receivedAt: Date;
}
