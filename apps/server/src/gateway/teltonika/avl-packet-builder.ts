import { crc16Ibm } from './crc16-ibm';

/** One record for hand-built test packets; unset fields get harmless defaults. */
export interface TestRecord {
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

/** Builds a TCP AVL packet (Codec 8, 8 Extended or 16) with a correct length and CRC. */
export function buildAvlPacket(
  codec: 0x08 | 0x8e | 0x10,
  records: TestRecord[],
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

function encodeRecord(codec: number, record: TestRecord): Buffer {
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
