import zlib from 'node:zlib';

/**
 * Compressed bodies assembled from parts compressed on their own, so that a part whose bytes did
 * not change keeps its compressed form and the others compress in parallel on the threadpool.
 * Each part is compressed as the middle of a stream (flushed to a byte boundary, never finished),
 * with no reference outside its own bytes; the assembled body is one ordinary stream that any
 * client decodes.
 */

type Encoder = zlib.BrotliCompress | zlib.DeflateRaw;

/**
 * A few encoders of one kind, each compressing its queue of parts one after another, each part a
 * stream of its own: as many parts compress at once as there are threadpool threads. A deflate
 * encoder is reset between parts; a brotli one is replaced (its reset keeps the last stream's
 * window, and a part's distances would then reach into another part).
 */
class EncoderLanes {
  private readonly lanes: { encoder: Encoder; queue: Promise<unknown> }[];
  private next = 0;

  constructor(
    private readonly make: () => Encoder,
    private readonly flush: number,
    private readonly resettable: boolean,
    count = Number(process.env.UV_THREADPOOL_SIZE ?? 4),
  ) {
    this.lanes = Array.from({ length: Math.max(1, count) }, () => ({
      encoder: this.fresh(),
      queue: Promise.resolve(),
    }));
  }

  /** The encoder's output of `steps`, each written and then flushed, in order. */
  run(steps: readonly Buffer[]): Promise<Buffer[]> {
    const lane = this.lanes[this.next++ % this.lanes.length] as (typeof this.lanes)[number];
    const result = lane.queue.then(async () => {
      try {
        return await this.compress(lane.encoder, steps);
      } finally {
        // An encoder that failed is replaced too, so one bad part never breaks its lane.
        if (this.resettable && !lane.encoder.destroyed) (lane.encoder as zlib.DeflateRaw).reset();
        else {
          lane.encoder.close();
          lane.encoder = this.fresh();
        }
      }
    });
    lane.queue = result.catch(() => {});
    return result;
  }

  private fresh(): Encoder {
    const encoder = this.make();
    encoder.on('error', () => {});
    return encoder;
  }

  private async compress(encoder: Encoder, steps: readonly Buffer[]) {
    const outputs: Buffer[] = [];
    let out: Buffer[] = [];
    const collect = (data: Buffer) => out.push(data);
    encoder.on('data', collect);
    try {
      for (const step of steps) {
        if (step.length > 0) encoder.write(step);
        await new Promise<void>((resolve, reject) => {
          encoder.once('error', reject);
          encoder.flush(this.flush, () => {
            encoder.off('error', reject);
            resolve();
          });
        });
        outputs.push(Buffer.concat(out));
        out = [];
      }
    } finally {
      encoder.off('data', collect);
    }
    return outputs;
  }
}

const deflateLanes = new EncoderLanes(
  () => zlib.createDeflateRaw({ level: 1 }),
  zlib.constants.Z_SYNC_FLUSH,
  true,
);

/** A part of a gzip member: raw deflate blocks ending on a sync flush (byte-aligned, not final). */
export async function deflatePart(plain: Buffer): Promise<Buffer> {
  const [blocks] = await deflateLanes.run([plain]);
  return blocks ?? Buffer.alloc(0);
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: closes the deflate stream. */
const deflateEnd = Buffer.from([0x03, 0x00]);

/** One gzip member of the parts, in order; `plains` are their uncompressed bytes (for CRC and size). */
export function gzipOf(parts: readonly Buffer[], plains: readonly Buffer[]): Buffer {
  let crc = 0;
  let size = 0;
  for (const plain of plains) {
    crc = zlib.crc32(plain, crc);
    size += plain.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([gzipHeader, ...parts, deflateEnd, trailer]);
}

const brotliParams = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 0,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

const brotliLanes = new EncoderLanes(
  () => zlib.createBrotliCompress({ params: brotliParams }),
  zlib.constants.BROTLI_OPERATION_FLUSH,
  false,
);

/**
 * A part of a brotli stream: the encoder is flushed once before the part, so its stream header
 * comes out alone (padded to a byte) and what follows starts on a byte boundary, and once after.
 * Qualities 0 and 1 write every meta-block on its own (no static dictionary, no distance carried
 * from an earlier block, no context modelling), which is what lets parts follow each other; a
 * quality above 1 would break this (chunked-answer.test.ts decodes the assembled streams).
 */
export async function brotliPart(plain: Buffer): Promise<{ header: Buffer; blocks: Buffer }> {
  const [header = Buffer.alloc(0), blocks = Buffer.alloc(0)] = await brotliLanes.run([
    Buffer.alloc(0),
    plain,
  ]);
  return { header, blocks };
}

/** The last meta-block: ISLAST and ISLASTEMPTY set. */
const brotliEnd = Buffer.from([0x03]);

/** One brotli stream of the parts, in order (every part's header is the same: one is kept). */
export function brotliOf(parts: readonly { header: Buffer; blocks: Buffer }[]): Buffer {
  const header = parts[0]?.header ?? Buffer.alloc(0);
  if (parts.some((part) => !part.header.equals(header))) throw new Error('brotli parts of different streams');
  if (parts.length === 0) return zlib.brotliCompressSync(Buffer.alloc(0));
  return Buffer.concat([header, ...parts.map((part) => part.blocks), brotliEnd]);
}
