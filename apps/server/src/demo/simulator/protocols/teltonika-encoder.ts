import { crc16Ibm } from '../../../gateway/teltonika/crc16-ibm';
import type { DeviceFix } from './device-fix';

/** One AVL record as the encoder takes it; unset fields get harmless defaults (tests build partial ones). */
export interface AvlRecord {
  time?: Date;
  priority?: number;
  latitude?: number;
  longitude?: number;
  altitude?: number;
  course?: number;
  satellites?: number;
  speedKmh?: number;
  eventId?: number;
  generationType?: number;
  /** IO elements by value width; values may be negative (written as two's complement). */
  io?: Partial<Record<1 | 2 | 4 | 8, [id: number, value: number | bigint][]>> & {
    x?: [id: number, value: Uint8Array][];
  };
}

/**
 * The Teltonika side of a device: the IMEI handshake, Codec 8 / 8 Extended / 16 packets with their
 * length and CRC-16/IBM, and the IO elements an FMB device with a Dallas sensor and a BLE humidity
 * sensor sends. The simulator, the benchmarks and the decoder tests share it.
 */

/** Builds a TCP AVL packet (Codec 8, 8 Extended or 16) with a correct length and CRC. */
export function buildAvlPacket(
  codec: 0x08 | 0x8e | 0x10,
  records: AvlRecord[],
  tweak: { countAtEnd?: number } = {},
): Buffer {
  const parts: Buffer[] = [u(1, codec), u(1, records.length)];
  for (const record of records) parts.push(encodeRecord(codec, record));
  parts.push(u(1, tweak.countAtEnd ?? records.length));
  const data = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 4);
  return Buffer.concat([header, data, u(4, crc16Ibm(data))]);
}

function encodeRecord(codec: number, record: AvlRecord): Buffer {
  const wide = codec === 0x8e;
  const count = (n: number) => u(wide ? 2 : 1, n);
  const id = (n: number) => u(codec === 0x08 ? 1 : 2, n);
  const io = record.io ?? {};
  const groups = ([1, 2, 4, 8] as const).map((width) => io[width] ?? []);
  const total = groups.reduce((sum, group) => sum + group.length, 0) + (io.x?.length ?? 0);

  const parts: Buffer[] = [
    u(8, BigInt((record.time ?? new Date('2025-01-02T03:04:05Z')).getTime())),
    u(1, record.priority ?? 0),
    u(4, Math.round((record.longitude ?? 51.389) * 1e7)),
    u(4, Math.round((record.latitude ?? 35.6892) * 1e7)),
    u(2, record.altitude ?? 1200),
    u(2, record.course ?? 90),
    u(1, record.satellites ?? 9),
    u(2, record.speedKmh ?? 42),
    id(record.eventId ?? 0),
  ];
  if (codec === 0x10) parts.push(u(1, record.generationType ?? 0));
  parts.push(count(total));
  for (const [index, width] of ([1, 2, 4, 8] as const).entries()) {
    const group = groups[index] ?? [];
    parts.push(count(group.length));
    for (const [ioId, value] of group) parts.push(id(ioId), u(width, value));
  }
  if (wide) {
    parts.push(u(2, io.x?.length ?? 0));
    for (const [ioId, value] of io.x ?? []) parts.push(u(2, ioId), u(2, value.length), Buffer.from(value));
  }
  return Buffer.concat(parts);
}

function u(width: number, value: number | bigint): Buffer {
  const bytes = Buffer.alloc(width);
  let v = BigInt.asUintN(width * 8, BigInt(value));
  for (let i = width - 1; i >= 0; i--) {
    bytes[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return bytes;
}

/** The handshake a device opens with: the IMEI's length (2 bytes) and its ASCII digits. */
export function teltonikaHandshake(imei: string): Buffer {
  return Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'ascii')]);
}

/** Dallas sensor "not connected" code (0.1 °C units): the decoder drops it, the API shows 250. */
const DALLAS_NOT_CONNECTED = 3000;
const GREEN_DRIVING = { harshAcceleration: 1, harshBraking: 2, harshCornering: 3 } as const;

/** One simulated fix as an FMB record: ignition (239), movement (240), odometer (16), fuel level in 0.1 l (84), sensors, events. */
export function teltonikaRecord(fix: DeviceFix): AvlRecord {
  const one: [number, number][] = [
    [239, fix.ignition ? 1 : 0],
    [240, fix.speedKmh > 3 ? 1 : 0],
  ];
  const two: [number, number][] = [[66, Math.round(fix.powerVolts * 1000)]];
  const four: [number, number][] = [[16, Math.round(fix.odometerMetres)]];
  if (fix.fuelLitres !== undefined) two.push([84, Math.round(fix.fuelLitres * 10)]);
  if (fix.alarm) one.push([253, GREEN_DRIVING[fix.alarm]]);
  if (fix.temperature !== undefined)
    two.push([72, fix.temperature === null ? DALLAS_NOT_CONNECTED : Math.round(fix.temperature * 10)]);
  if (fix.humidity !== undefined) two.push([86, Math.round(fix.humidity * 10)]);
  return {
    time: fix.time,
    priority: fix.alarm ? 1 : 0,
    latitude: fix.latitude,
    longitude: fix.longitude,
    altitude: fix.altitude,
    course: Math.round(fix.course) % 360,
    satellites: 10,
    speedKmh: Math.round(fix.speedKmh),
    eventId: fix.alarm ? 253 : 0,
    io: { 1: one, 2: two, 4: four },
  };
}
