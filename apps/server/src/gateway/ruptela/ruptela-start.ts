/** Commands a device sends (records, responses, identification, heartbeat, files...). */
const DEVICE_TYPES = new Set([
  0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x09, 0x0f, 0x10, 0x11, 0x24, 0x25, 0x44,
]);
const MIN_IMEI = 10_000_000_000_000n;
const MAX_IMEI = 999_999_999_999_999n;
const MAX_LENGTH = 2048;

/**
 * Whether bytes start a Ruptela frame: a length of 9..2048, an 8-byte IMEI that is a 14- or
 * 15-digit number, and a device command id. 'more' until the 11 bytes are there. Teltonika's
 * handshake (0x000F + ASCII digits) and GT06 (0x7878) fail the IMEI or length test.
 */
export function isRuptelaStart(head: Buffer): 'yes' | 'no' | 'more' {
  if (head.length >= 2) {
    const length = head.readUInt16BE(0);
    if (length < 9 || length > MAX_LENGTH) return 'no';
  }
  // The IMEI's leading bytes are small: 10^15 < 2^50, so the first byte is 0 and the second < 4.
  if (head.length >= 3 && head[2] !== 0) return 'no';
  if (head.length >= 4 && (head[3] as number) > 0x03) return 'no';
  if (head.length < 11) return 'more';
  const imei = head.readBigUInt64BE(2);
  if (imei < MIN_IMEI || imei > MAX_IMEI) return 'no';
  return DEVICE_TYPES.has(head[10] as number) ? 'yes' : 'no';
}
