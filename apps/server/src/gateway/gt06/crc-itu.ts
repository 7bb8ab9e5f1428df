const TABLE = buildTable();

function buildTable(): Uint16Array {
  const table = new Uint16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
    table[byte] = crc;
  }
  return table;
}

/**
 * CRC-ITU as GT06 devices compute it, i.e. CRC-16/X-25 (reflected poly 0x1021, init and xorout
 * 0xFFFF), over `bytes[start, end)`. Check value: 05 01 00 01 -> 0xD9DC.
 */
export function crcItu(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffff;
  for (let i = start; i < end; i++) {
    crc = (crc >>> 8) ^ (TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0);
  }
  return (crc ^ 0xffff) & 0xffff;
}
