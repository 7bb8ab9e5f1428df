import { crc16Kermit } from '../../../gateway/ruptela/crc16-kermit';
import type { DeviceFix } from './device-fix';

/** The fixed acknowledgement of a records packet. */
export const RUPTELA_RECORDS_ACK = Buffer.from('0002640113bc', 'hex');

/**
 * The Ruptela side of a device: a records packet (command 1) per fix — length, the IMEI as 8
 * bytes, command, records left, count, each record (time, priority, longitude and latitude ×10⁷,
 * altitude and course ×10 and ×100, satellites, speed km/h, HDOP ×10, event, then 1-, 2-, 4- and
 * 8-byte I/O values), CRC-16/KERMIT. I/O 251 is the ignition, 29 the supply in mV, 65 the odometer in
 * metres. Answered with `RUPTELA_RECORDS_ACK`.
 */
export function ruptelaRecords(imei: string, fix: DeviceFix): Buffer {
  const record = Buffer.alloc(23 + 1 + 2 + 1 + 3 + 1 + 5 + 1);
  let at = 0;
  at = record.writeUInt32BE(Math.floor(fix.time.getTime() / 1000), at);
  at = record.writeUInt8(0, at);
  at = record.writeUInt8(0, at);
  at = record.writeInt32BE(Math.round(fix.longitude * 1e7), at);
  at = record.writeInt32BE(Math.round(fix.latitude * 1e7), at);
  at = record.writeUInt16BE(Math.max(0, Math.round(fix.altitude * 10)), at);
  at = record.writeUInt16BE(Math.round(fix.course * 100) % 36000, at);
  at = record.writeUInt8(10, at);
  at = record.writeUInt16BE(Math.round(fix.speedKmh), at);
  at = record.writeUInt8(9, at);
  at = record.writeUInt8(0, at);
  // I/O: one 1-byte value (ignition), one 2-byte (supply mV), one 4-byte (odometer), no 8-byte.
  at = record.writeUInt8(1, at);
  at = record.writeUInt8(251, at);
  at = record.writeUInt8(fix.ignition ? 1 : 0, at);
  at = record.writeUInt8(1, at);
  at = record.writeUInt8(29, at);
  at = record.writeUInt16BE(Math.round(fix.powerVolts * 1000), at);
  at = record.writeUInt8(1, at);
  at = record.writeUInt8(65, at);
  at = record.writeUInt32BE(Math.round(fix.odometerMetres), at);
  record.writeUInt8(0, at);
  const header = Buffer.alloc(11);
  header.writeBigUInt64BE(BigInt(imei), 0);
  header.writeUInt8(1, 8);
  header.writeUInt8(0, 9);
  header.writeUInt8(1, 10);
  const payload = Buffer.concat([header, record]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length);
  const crc = Buffer.alloc(2);
  crc.writeUInt16BE(crc16Kermit(payload));
  return Buffer.concat([length, payload, crc]);
}
