import type { AnswerChunk } from './answer-chunks';
import { brotliOf, gzipOf } from './chunked-compression';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** What an answer was built from; the same inputs give the same answer (until a status ticks). */
export interface AnswerInputs {
  /** The catalog's array of the company's vehicles (a refresh with no change keeps the array). */
  catalog: readonly unknown[];
  /** The live-state store's version of the company. */
  liveVersion: number;
  /** The vehicles the caller may see, or null for the whole company. */
  visible: ReadonlySet<number> | null;
}

export interface BuiltAnswer {
  /** The answer's JSON bytes, in chunks (answer-chunks.ts). */
  chunks: readonly AnswerChunk[];
  /** When the first status in it would change with the clock alone (ms since the epoch). */
  validUntil: number;
}

/** One assembled answer and its forms, each made once, when first asked for. */
export class LiveAnswer {
  readonly chunks: readonly AnswerChunk[];
  readonly validUntil: number;
  /** Bytes of its JSON. */
  readonly size: number;
  private plain?: Buffer;
  private readonly encoded = new Map<AnswerEncoding, Promise<Buffer>>();

  constructor(
    readonly inputs: AnswerInputs,
    built: BuiltAnswer,
    readonly builtAt: number,
  ) {
    this.chunks = built.chunks;
    this.validUntil = built.validUntil;
    this.size = built.chunks.reduce((sum, chunk) => sum + chunk.json.length, 0);
  }

  /** The JSON in one Buffer. */
  get body(): Buffer {
    this.plain ??= Buffer.concat(this.chunks.map((chunk) => chunk.json));
    return this.plain;
  }

  /**
   * The body in `encoding`; concurrent requests share the one compression. Assembled from the
   * chunks' compressed parts (chunked-compression.ts): a chunk the last answer had is not
   * compressed again, the others compress in parallel. The fastest levels (brotli 0, gzip 1):
   * an answer under steady ingest is rebuilt about once a second.
   */
  bodyIn(encoding: AnswerEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.body);
    let body = this.encoded.get(encoding);
    if (!body) {
      const chunks = this.chunks;
      body =
        encoding === 'br'
          ? Promise.all(chunks.map((chunk) => chunk.brotliPart())).then(brotliOf)
          : Promise.all(chunks.map((chunk) => chunk.deflatePart())).then((parts) =>
              gzipOf(
                parts,
                chunks.map((chunk) => chunk.json),
              ),
            );
      this.encoded.set(encoding, body);
      body.catch(() => this.encoded.delete(encoding));
    }
    return body;
  }
}

const sameSet = (a: ReadonlySet<number> | null, b: ReadonlySet<number> | null) =>
  a === b || (a !== null && b !== null && a.size === b.size && [...a].every((id) => b.has(id)));

/**
 * Assembled `trackings/` answers per (company, visibility, filter), so the 10 s polls of every
 * open live map cost a lookup instead of 10,000 features joined, encoded and compressed.
 *
 * An answer is reused while it is current: same catalog rows, same live-state version, same
 * visible vehicles and no status due to turn offline yet. Under steady ingest the live version
 * changes every few milliseconds, so an answer younger than `maxStaleMs` is also reused whatever
 * changed since, except the visible vehicles (never shown to a caller who lost sight of them):
 * positions and statuses lag by at most that much, a tenth of the map's polling period.
 */
export class LiveAnswerCache {
  private readonly answers = new Map<string, LiveAnswer>();
  /** Bytes of the answers' JSON held (a joined plain copy, when asked for, and the compressed forms add to it). */
  private bytes = 0;

  constructor(
    private readonly maxStaleMs = 1_000,
    private readonly budgetBytes = 64 * 1024 * 1024,
  ) {}

  answer(
    key: string,
    inputs: AnswerInputs,
    now: number,
    build: (previous: LiveAnswer | undefined) => BuiltAnswer,
  ): LiveAnswer {
    const held = this.answers.get(key);
    if (held && sameSet(held.inputs.visible, inputs.visible)) {
      const current =
        held.inputs.catalog === inputs.catalog &&
        held.inputs.liveVersion === inputs.liveVersion &&
        now <= held.validUntil;
      if (current || now - held.builtAt < this.maxStaleMs) {
        // Most recently used goes last (the eviction order).
        this.answers.delete(key);
        this.answers.set(key, held);
        return held;
      }
    }
    if (held) this.forget(key, held);
    const fresh = new LiveAnswer(inputs, build(held), now);
    this.answers.set(key, fresh);
    this.bytes += fresh.size;
    this.evict(key);
    return fresh;
  }

  private forget(key: string, answer: LiveAnswer): void {
    this.answers.delete(key);
    this.bytes -= answer.size;
  }

  /** Drops the least recently used answers beyond the budget (never the one just built). */
  private evict(keep: string): void {
    for (const [key, answer] of this.answers) {
      if (this.bytes <= this.budgetBytes) return;
      if (key !== keep) this.forget(key, answer);
    }
  }
}

/** The best encoding the client accepts of brotli, gzip and none (q=0 refuses one). */
export function preferredEncoding(header: string | string[] | undefined): AnswerEncoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of text.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
