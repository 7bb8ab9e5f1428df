import type { DeviceFix } from './device-fix';

/** Time zone of JT/T 808 BCD times as Chinese firmware sends them (the reference's default). */
const DEVICE_ZONE_HOURS = 8;

/**
 * The JT/T 808 (2013) side of a device: messages framed `7E … 7E` with 0x7D escaping and an XOR
 * checksum; header = message id, body length, the terminal number in 6 BCD bytes, a serial. The
 * device authenticates (0x0102) and reports locations (0x0200); the server answers each with a
 * general response (0x8001) naming the message's serial.
 */
export class Jt808Encoder {
  private serial = 0;

  constructor(private readonly terminal: string) {}

  /** The serial of the message encoded last (the general response names it). */
  get lastSerial(): number {
    return this.serial;
  }

  authentication(): Buffer {
    return this.message(0x0102, Buffer.from(`navgan${this.terminal.slice(-6)}`, 'latin1'));
  }

  location(fix: DeviceFix): Buffer {
    const body = Buffer.alloc(28 + 6 + 3 + 3);
    let at = body.writeUInt32BE(0, 0);
    // Status: bit 0 ACC (ignition), bit 1 positioned, bit 2 south, bit 3 west.
    const status = (fix.ignition ? 1 : 0) | 2 | (fix.latitude < 0 ? 4 : 0) | (fix.longitude < 0 ? 8 : 0);
    at = body.writeUInt32BE(status, at);
    at = body.writeUInt32BE(Math.round(Math.abs(fix.latitude) * 1e6), at);
    at = body.writeUInt32BE(Math.round(Math.abs(fix.longitude) * 1e6), at);
    at = body.writeUInt16BE(Math.max(0, Math.round(fix.altitude)), at);
    at = body.writeUInt16BE(Math.round(fix.speedKmh * 10), at);
    at = body.writeUInt16BE(Math.round(fix.course) % 360, at);
    const local = new Date(fix.time.getTime() + DEVICE_ZONE_HOURS * 3_600_000);
    const bcd = [
      local.getUTCFullYear() % 100,
      local.getUTCMonth() + 1,
      local.getUTCDate(),
      local.getUTCHours(),
      local.getUTCMinutes(),
      local.getUTCSeconds(),
    ];
    for (const value of bcd) at = body.writeUInt8(Math.floor(value / 10) * 16 + (value % 10), at);
    // Additional items: 0x01 mileage (0.1 km), 0x31 satellites.
    at = body.writeUInt8(0x01, at);
    at = body.writeUInt8(4, at);
    at = body.writeUInt32BE(Math.round(fix.odometerMetres / 100), at);
    at = body.writeUInt8(0x31, at);
    at = body.writeUInt8(1, at);
    body.writeUInt8(10, at);
    return this.message(0x0200, body);
  }

  private message(id: number, body: Buffer): Buffer {
    this.serial = (this.serial + 1) & 0xffff;
    const header = Buffer.alloc(12);
    header.writeUInt16BE(id, 0);
    header.writeUInt16BE(body.length & 0x3ff, 2);
    Buffer.from(this.terminal.padStart(12, '0'), 'hex').copy(header, 4);
    header.writeUInt16BE(this.serial, 10);
    const content = Buffer.concat([header, body]);
    let check = 0;
    for (const byte of content) check ^= byte;
    return Buffer.concat([
      Buffer.from([0x7e]),
      escapeFrame(Buffer.concat([content, Buffer.from([check])])),
      Buffer.from([0x7e]),
    ]);
  }
}

function escapeFrame(bytes: Buffer): Buffer {
  const out: number[] = [];
  for (const byte of bytes) {
    if (byte === 0x7e) out.push(0x7d, 0x02);
    else if (byte === 0x7d) out.push(0x7d, 0x01);
    else out.push(byte);
  }
  return Buffer.from(out);
}

/** Whether `bytes` start with a whole 0x8001 general response; `serial` is the message it answers. */
export function jt808GeneralResponse(bytes: Buffer): { used: number; serial?: number; id?: number } {
  if (bytes[0] !== 0x7e) return { used: bytes.length > 0 ? 1 : 0 };
  const end = bytes.indexOf(0x7e, 1);
  if (end < 0) return { used: 0 };
  const raw: number[] = [];
  for (let i = 1; i < end; i++) {
    const byte = bytes[i] as number;
    if (byte === 0x7d) raw.push(bytes[++i] === 0x02 ? 0x7e : 0x7d);
    else raw.push(byte);
  }
  const frame = Buffer.from(raw);
  if (frame.length < 17 || frame.readUInt16BE(0) !== 0x8001) return { used: end + 1 };
  return { used: end + 1, serial: frame.readUInt16BE(12), id: frame.readUInt16BE(14) };
}
