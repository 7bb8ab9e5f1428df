/** The low 8 bits of the sum of the bytes, as two upper-case hex digits (Meitrack's checksum). */
export function meitrackChecksum(bytes: Uint8Array, from = 0, to = bytes.length): string {
  let sum = 0;
  for (let i = from; i < to; i++) sum += bytes[i] ?? 0;
  return (sum & 0xff).toString(16).toUpperCase().padStart(2, '0');
}

/** A message `<marker><flag><length>,<imei>,<content>*XX\r\n`; the length counts from the first comma through CR LF. */
export function meitrackMessage(marker: '@@' | '$$', flag: string, imei: string, content: string): Buffer {
  const length = 1 + imei.length + 1 + content.length + 5;
  const head = `${marker}${flag}${length},${imei},${content}*`;
  const bytes = Buffer.from(head, 'latin1');
  return Buffer.from(`${head}${meitrackChecksum(bytes)}\r\n`, 'latin1');
}
