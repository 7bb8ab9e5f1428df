/**
 * CRC-16/ARC (polynomial 0x8005 reflected = 0xA001, initial 0, no final xor; '123456789' →
 * 0xBB3D), the checksum Wialon IPS 2.0 appends to its packets.
 */
export function crc16Arc(bytes: Uint8Array, from = 0, to = bytes.length): number {
  let crc = 0;
  for (let i = from; i < to; i++) {
    crc ^= bytes[i] ?? 0;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}
