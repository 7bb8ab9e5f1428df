/** Thrown by ByteCursor when a read runs past the end; the decoder turns it into `truncated`. */
export class CursorUnderflow extends Error {
  constructor() {
    super('read past the end of the frame');
  }
}

/** Big-endian reads over a byte array with bounds checks. */
export class ByteCursor {
  pos: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.pos = start;
  }

  /** Bytes left before the end of the frame (Traccar's readableBytes). */
  remaining(): number {
    return this.end - this.pos;
  }

  private take(n: number): number {
    if (n < 0 || this.pos + n > this.end) throw new CursorUnderflow();
    const at = this.pos;
    this.pos += n;
    return at;
  }

  u8(): number {
    return this.bytes[this.take(1)] ?? 0;
  }

  peek(offset = 0): number {
    const at = this.pos + offset;
    if (at < 0 || at >= this.end) throw new CursorUnderflow();
    return this.bytes[at] ?? 0;
  }

  u16(): number {
    const at = this.take(2);
    return ((this.bytes[at] ?? 0) << 8) | (this.bytes[at + 1] ?? 0);
  }

  i16(): number {
    const v = this.u16();
    return v >= 0x8000 ? v - 0x10000 : v;
  }

  u24(): number {
    const at = this.take(3);
    return ((this.bytes[at] ?? 0) << 16) | ((this.bytes[at + 1] ?? 0) << 8) | (this.bytes[at + 2] ?? 0);
  }

  u32(): number {
    return this.u16() * 0x10000 + this.u16();
  }

  i32(): number {
    const v = this.u32();
    return v >= 0x80000000 ? v - 0x100000000 : v;
  }

  u16le(): number {
    const at = this.take(2);
    return (this.bytes[at] ?? 0) + (this.bytes[at + 1] ?? 0) * 0x100;
  }

  i16le(): number {
    const v = this.u16le();
    return v >= 0x8000 ? v - 0x10000 : v;
  }

  i32le(): number {
    const v = this.u32le();
    return v >= 0x80000000 ? v - 0x100000000 : v;
  }

  u32le(): number {
    const at = this.take(4);
    const b = this.bytes;
    return (
      (b[at] ?? 0) + (b[at + 1] ?? 0) * 0x100 + (b[at + 2] ?? 0) * 0x10000 + (b[at + 3] ?? 0) * 0x1000000
    );
  }

  /** 8-byte unsigned value; exact up to 2^53, which covers real cell ids. */
  u64(): number {
    return this.u32() * 0x100000000 + this.u32();
  }

  skip(n: number): void {
    this.take(n);
  }

  slice(n: number): Uint8Array {
    const at = this.take(n);
    return this.bytes.subarray(at, at + n);
  }

  hex(n: number): string {
    return Buffer.from(this.slice(n)).toString('hex');
  }

  ascii(n: number): string {
    return Buffer.from(this.slice(n)).toString('latin1');
  }
}
