const DELIMITER = 0x7e;
const ESCAPE = 0x7d;

/** Undoes the wire escaping inside a frame: 7D 02 → 7E, 7D 01 → 7D (delimiters kept). */
export function unescapeJt808(wire: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 0; i < wire.length; i++) {
    const b = wire[i] as number;
    const next = wire[i + 1];
    if (b === ESCAPE && (next === 0x02 || next === 0x01) && i > 0 && i < wire.length - 2) {
      out.push(next === 0x02 ? DELIMITER : ESCAPE);
      i++;
    } else {
      out.push(b);
    }
  }
  return Buffer.from(out);
}

/** Escapes every byte between the two delimiters for the wire: 7E → 7D 02, 7D → 7D 01. */
export function escapeJt808(frame: Buffer): Buffer {
  const out: number[] = [frame[0] ?? DELIMITER];
  for (let i = 1; i < frame.length - 1; i++) {
    const b = frame[i] as number;
    if (b === DELIMITER) out.push(ESCAPE, 0x02);
    else if (b === ESCAPE) out.push(ESCAPE, 0x01);
    else out.push(b);
  }
  out.push(frame[frame.length - 1] ?? DELIMITER);
  return Buffer.from(out);
}

/** XOR of the bytes from `from` to `to` (exclusive). */
export function xorChecksum(bytes: Buffer, from: number, to: number): number {
  let x = 0;
  for (let i = from; i < to; i++) x ^= bytes[i] ?? 0;
  return x;
}
