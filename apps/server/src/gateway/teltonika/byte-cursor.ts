/** Thrown when a read would run past the end; decoders catch it and report `truncated`. */
export class OutOfBytes extends Error {
  constructor() {
    super('read past the end of the buffer');
  }
}

/** Big-endian reads over a byte range that never read outside it. */
export class ByteCursor {
  private readonly view: DataView;
  offset: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.offset = start;
  }

  get remaining(): number {
    return this.end - this.offset;
  }

  private take(length: number): number {
    if (length < 0 || this.offset + length > this.end) throw new OutOfBytes();
    const at = this.offset;
    this.offset += length;
    return at;
  }

  u8(): number {
    return this.view.getUint8(this.take(1));
  }

  u16(): number {
    return this.view.getUint16(this.take(2));
  }

  i16(): number {
    return this.view.getInt16(this.take(2));
  }

  u32(): number {
    return this.view.getUint32(this.take(4));
  }

  i32(): number {
    return this.view.getInt32(this.take(4));
  }

  f32(): number {
    return this.view.getFloat32(this.take(4));
  }

  u64(): bigint {
    return this.view.getBigUint64(this.take(8));
  }

  slice(length: number): Uint8Array {
    const at = this.take(length);
    return this.bytes.subarray(at, at + length);
  }

  skip(length: number): void {
    this.take(length);
  }
}
