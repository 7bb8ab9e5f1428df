import { crcItu } from './crc-itu';

/**
 * Builds a server-to-device packet: `78 78 len type content serial crc 0D 0A`, or the 0x7979 form
 * with a 2-byte length. The CRC covers length through serial.
 */
export function buildGt06Reply(
  type: number,
  serial: number,
  content: Uint8Array = new Uint8Array(0),
  extended = false,
): Buffer {
  const lengthBytes = extended ? 2 : 1;
  const length = 1 + content.length + 2 + 2;
  const out = Buffer.alloc(2 + lengthBytes + length + 2);
  out[0] = extended ? 0x79 : 0x78;
  out[1] = out[0];
  let at = 2;
  if (extended) {
    out.writeUInt16BE(length & 0xffff, at);
  } else {
    out[at] = length & 0xff;
  }
  at += lengthBytes;
  out[at++] = type & 0xff;
  out.set(content, at);
  at += content.length;
  out.writeUInt16BE(serial & 0xffff, at);
  at += 2;
  out.writeUInt16BE(crcItu(out, 2, at), at);
  at += 2;
  out[at++] = 0x0d;
  out[at] = 0x0a;
  return out;
}
