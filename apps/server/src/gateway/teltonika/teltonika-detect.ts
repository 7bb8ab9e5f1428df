/** Whether a connection's first bytes are a Teltonika IMEI handshake: length 15, then ASCII digits. */
export function detectTeltonika(head: Buffer): 'yes' | 'no' | 'more' {
  if (head.length === 0) return 'more';
  if (head[0] !== 0x00) return 'no';
  if (head.length === 1) return 'more';
  if (head[1] !== 0x0f) return 'no';
  const digits = head.subarray(2, 17);
  for (const byte of digits) if (byte < 0x30 || byte > 0x39) return 'no';
  return head.length >= 17 ? 'yes' : 'more';
}
