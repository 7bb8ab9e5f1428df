const TABLE = buildTable();

function buildTable(): Uint16Array {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let crc = n;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
    table[n] = crc;
  }
  return table;
}

/**
 * CRC-16/IBM, also called CRC-16/ARC: polynomial 0x8005 reflected (0xA001), init 0, no final XOR.
 * Teltonika computes it over the bytes from the codec id to number-of-data-2.
 */
export function crc16Ibm(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0;
  for (let i = start; i < end; i++) {
    crc = (crc >>> 8) ^ (TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0);
  }
  return crc;
}
