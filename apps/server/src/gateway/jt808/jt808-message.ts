import { escapeJt808, xorChecksum } from './jt808-escape';
import type { Jt808Header } from './jt808-header';

/** How a reply addresses the terminal: the request's header edition, version and terminal bytes. */
export interface Jt808Address {
  version: number | undefined;
  terminal: Buffer;
}

/**
 * A server message `7E id properties [version] terminal serial body xor 7E`, escaped for the wire.
 * `shortSerial` is the 1-byte serial (value 1) of 0x4401 answers.
 */
export function jt808Message(
  type: number,
  address: Jt808Address,
  body: Buffer,
  options: { serial?: number; shortSerial?: boolean } = {},
): Buffer {
  const is2019 = address.version !== undefined;
  const head = Buffer.alloc(5 + (is2019 ? 1 : 0));
  head[0] = 0x7e;
  head.writeUInt16BE(type, 1);
  head.writeUInt16BE((body.length & 0x3ff) | (is2019 ? 0x4000 : 0), 3);
  if (is2019) head[5] = address.version ?? 1;
  const serial = options.shortSerial ? Buffer.from([1]) : Buffer.alloc(2);
  if (!options.shortSerial) serial.writeUInt16BE(options.serial ?? 0);
  const frame = Buffer.concat([head, address.terminal, serial, body, Buffer.alloc(2)]);
  frame[frame.length - 2] = xorChecksum(frame, 1, frame.length - 2);
  frame[frame.length - 1] = 0x7e;
  return escapeJt808(frame);
}

/** 0x8001 general response: the request's serial and id, result 0 (success). */
export function jt808GeneralResponse(header: Jt808Header): Buffer {
  const body = Buffer.alloc(5);
  body.writeUInt16BE(header.serial, 0);
  body.writeUInt16BE(header.type, 2);
  return jt808Message(0x8001, header, body);
}
