import { buildGt06Reply } from '../../../gateway/gt06/gt06-reply';
import type { DeviceFix } from './device-fix';

/**
 * The GT06 side of a device: login (0x01), GPS + LBS + ACC location (0x22) and the status
 * heartbeat (0x13), framed `78 78 len type content serial crc-itu 0D 0A`. Device and server
 * packets share that frame, so the gateway's reply builder frames these too. Times are sent in
 * UTC (a login without a time-zone field, so the server reads the fields as UTC).
 */
export class Gt06Encoder {
  private serial = 0;

  constructor(private readonly imei: string) {}

  private next(): number {
    this.serial = (this.serial + 1) & 0xffff;
    return this.serial;
  }

  login(): Buffer {
    return buildGt06Reply(0x01, this.next(), Buffer.from(this.imei.padStart(16, '0'), 'hex'));
  }

  location(fix: DeviceFix): Buffer {
    const content = Buffer.alloc(33);
    const t = fix.time;
    content.set(
      [
        t.getUTCFullYear() - 2000,
        t.getUTCMonth() + 1,
        t.getUTCDate(),
        t.getUTCHours(),
        t.getUTCMinutes(),
        t.getUTCSeconds(),
      ],
      0,
    );
    content[6] = 0xc0 | 10; // GPS block length 12, 10 satellites
    content.writeUInt32BE(Math.round(Math.abs(fix.latitude) * 60 * 30000), 7);
    content.writeUInt32BE(Math.round(Math.abs(fix.longitude) * 60 * 30000), 11);
    content[15] = Math.min(255, Math.round(fix.speedKmh));
    const courseStatus =
      (Math.round(fix.course) % 360) |
      (fix.latitude >= 0 ? 0x400 : 0) |
      (fix.longitude < 0 ? 0x800 : 0) |
      0x1000; // positioned
    content.writeUInt16BE(courseStatus, 16);
    content.writeUInt16BE(432, 18); // MCC: Iran
    content[20] = 11; // MNC: MCI
    content.writeUInt16BE(0x2a1f, 21); // LAC
    content.writeUIntBE(0x00a3c1, 23, 3); // cell id
    content[26] = fix.ignition ? 1 : 0; // ACC
    content[27] = 0; // upload mode: timed
    content[28] = 0; // real time, not re-sent
    content.writeUInt32BE(Math.round(fix.odometerMetres), 29);
    return buildGt06Reply(0x22, this.next(), content);
  }

  /** The status heartbeat: terminal info (bit 1 = ACC, bit 6 = GPS fixed), voltage level, GSM signal, alarm/language. */
  heartbeat(ignition: boolean): Buffer {
    const info = (ignition ? 0x02 : 0) | 0x40 | 0x04;
    return buildGt06Reply(0x13, this.next(), Uint8Array.of(info, 6, 4, 0x00, 0x02));
  }
}

/**
 * The first whole GT06 packet in a byte stream (the server's replies, each `78 78 len ...`):
 * `used` counts the bytes up to its end, including any garbage skipped before it; 0 = need more.
 */
export function firstGt06Packet(buffer: Buffer): { used: number; packet?: Buffer } {
  const start = buffer.indexOf(Buffer.from([0x78, 0x78]));
  if (start < 0) return { used: Math.max(0, buffer.length - 1) };
  if (buffer.length - start < 3) return { used: start };
  const end = start + (buffer[start + 2] ?? 0) + 5;
  if (buffer.length < end) return { used: start };
  return { used: end, packet: buffer.subarray(start, end) };
}
