import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Compressed bodies assembled from parts compressed on their own, so that a part whose bytes did
 * not change keeps its compressed form and the others compress in parallel on the threadpool.
 * Each part is compressed as the middle of a stream (flushed to a byte boundary, never finished),
 * with no reference outside its own bytes; the assembled body is one ordinary stream that any
 * client decodes.
 */

const deflateRaw = promisify(zlib.deflateRaw);

/** A part of a gzip member: raw deflate blocks ending on a sync flush (byte-aligned, not final). */
export function deflatePart(plain: Buffer): Promise<Buffer> {
  return deflateRaw(plain, { level: 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
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
  [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

/**
 * A part of a brotli stream: the encoder is flushed once before the part, so its stream header
 * comes out alone (padded to a byte) and what follows starts on a byte boundary, and once after.
 * Qualities 0 and 1 write every meta-block on its own (no static dictionary, no distance carried
 * from an earlier block, no context modelling), which is what lets parts follow each other; a
 * quality above 1 would break this (chunked-compression.test.ts decodes the assembled streams).
 */
export function brotliPart(plain: Buffer): Promise<{ header: Buffer; blocks: Buffer }> {
  return new Promise((resolve, reject) => {
    const encoder = zlib.createBrotliCompress({ params: brotliParams });
    const out: Buffer[] = [];
    encoder.on('data', (data: Buffer) => out.push(data));
    encoder.on('error', reject);
    const flush = zlib.constants.BROTLI_OPERATION_FLUSH;
    encoder.flush(flush, () => {
      const header = Buffer.concat(out);
      out.length = 0;
      encoder.write(plain);
      encoder.flush(flush, () => {
        encoder.close();
        resolve({ header, blocks: Buffer.concat(out) });
      });
    });
  });
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
