import type { TrafficStatus } from '@navgan/domain/traffic-status';
import { brotliPart, deflatePart } from './chunked-compression';
import { FeatureWriter } from './feature-bytes';
import type { LiveRow } from './live-fleet';
import type { LiveState } from './live-state-store';
import type { CatalogVehicle } from './vehicle-catalog';

/**
 * Features per chunk: about 600 kB of JSON. Each chunk is a brotli stream of its own (a new
 * encoder, whose tables cost about as much to set up as a small chunk takes to compress): 10
 * chunks of 10,000 features compress in about half the time 79 of 128 did. Under a fleet's
 * steady reports every chunk changes between two rebuilds a second apart anyway, so smaller
 * chunks would seldom be reused.
 */
export const chunkRows = 1024;

/**
 * A run of consecutive features of a `trackings/` answer, as JSON bytes (the array's `[`, `,`
 * and `]` included, so the chunks' bytes joined are the answer), and their compressed parts,
 * each made once, when first asked for. What it was written from is kept so the next answer of
 * the same filter reuses the chunk, bytes and compressed parts, when nothing in it changed.
 */
export class AnswerChunk {
  private deflated?: Promise<Buffer>;
  private brotli?: Promise<{ header: Buffer; blocks: Buffer }>;

  constructor(
    readonly vehicles: readonly CatalogVehicle[],
    readonly states: readonly (LiveState | undefined)[],
    readonly statuses: readonly TrafficStatus[],
    readonly first: boolean,
    readonly last: boolean,
    readonly json: Buffer,
  ) {}

  deflatePart(): Promise<Buffer> {
    this.deflated ??= deflatePart(this.json);
    return this.deflated;
  }

  brotliPart(): Promise<{ header: Buffer; blocks: Buffer }> {
    this.brotli ??= brotliPart(this.json);
    return this.brotli;
  }

  /** Whether these rows, at the same place of the answer, would write the same bytes. */
  holds(rows: readonly LiveRow[], first: boolean, last: boolean): boolean {
    if (first !== this.first || last !== this.last || rows.length !== this.vehicles.length) return false;
    for (const [i, row] of rows.entries()) {
      if (row.vehicle !== this.vehicles[i] || row.state !== this.states[i] || row.status !== this.statuses[i])
        return false;
    }
    return true;
  }
}

/**
 * The answer's rows as chunks, reusing `previous` chunks (the last answer of the same filter)
 * that hold the same rows at the same place: under ingest only the chunks with a new fix are
 * written and compressed again. Catalog rows and live states are replaced, never mutated, so
 * the same objects write the same bytes.
 */
/** One writer for every answer: rebuilds run one at a time, on the one thread. */
const writer = new FeatureWriter();

export function answerChunks(rows: readonly LiveRow[], previous: readonly AnswerChunk[] = []): AnswerChunk[] {
  const chunks: AnswerChunk[] = [];
  const count = Math.max(1, Math.ceil(rows.length / chunkRows));
  for (let c = 0; c < count; c++) {
    const slice = rows.slice(c * chunkRows, (c + 1) * chunkRows);
    const first = c === 0;
    const last = c === count - 1;
    const held = previous[c];
    if (held?.holds(slice, first, last)) {
      chunks.push(held);
      continue;
    }
    writer.text(first ? '[' : ',');
    for (const [i, row] of slice.entries()) {
      if (i > 0) writer.text(',');
      writer.feature(row.vehicle, row.state, row.status);
    }
    if (last) writer.text(']');
    chunks.push(
      new AnswerChunk(
        slice.map((row) => row.vehicle),
        slice.map((row) => row.state),
        slice.map((row) => row.status),
        first,
        last,
        writer.take(),
      ),
    );
  }
  return chunks;
}
