import { type Clock, systemClock, type Timer } from '../clock';
import type { AnswerChunk } from './answer-chunks';
import { brotliOf, gzipOf } from './chunked-compression';
import type { CatalogVehicle } from './vehicle-catalog';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** What an answer was built from; the same inputs give the same answer (until a status ticks). */
export interface AnswerInputs {
  /** The catalog's array of the company's vehicles (a refresh with no change keeps the array). */
  catalog: readonly CatalogVehicle[];
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

/** How a key's answer is made: its inputs as of now, and the answer of those inputs. */
export interface AnswerRecipe {
  inputs: () => Promise<AnswerInputs>;
  build: (inputs: AnswerInputs, previous: LiveAnswer | undefined) => BuiltAnswer;
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
 *
 * The answers being polled (the `warmKeys` most recently asked, each within `warmForMs`) are
 * kept fresh in the background: once one is `refreshAfterMs` old and no longer current it is
 * rebuilt from the same recipe and compressed in the encodings its callers asked for, so a poll
 * finds it ready instead of paying the rebuild (tens of milliseconds when a 10,000-vehicle fleet
 * has all reported since). The price is at most about one rebuild a second per warm key.
 */
export class LiveAnswerCache {
  private readonly answers = new Map<string, LiveAnswer>();
  /** Bytes of the answers' JSON held (a joined plain copy, when asked for, and the compressed forms add to it). */
  private bytes = 0;
  private readonly warm = new Map<
    string,
    { recipe: AnswerRecipe; askedAt: number; encodings: Set<AnswerEncoding>; busy: boolean }
  >();
  private readonly timer: Timer | undefined;

  constructor(
    private readonly options: {
      maxStaleMs?: number;
      budgetBytes?: number;
      warmKeys?: number;
      warmForMs?: number;
      refreshAfterMs?: number;
      clock?: Clock;
    } = {},
  ) {
    if ((options.warmKeys ?? 4) > 0) this.timer = this.clock.every(100, () => void this.refreshWarm());
  }

  private get clock() {
    return this.options.clock ?? systemClock;
  }

  private get maxStaleMs() {
    return this.options.maxStaleMs ?? 1_000;
  }

  close(): void {
    this.timer?.cancel();
    this.warm.clear();
  }

  answer(
    key: string,
    inputs: AnswerInputs,
    now: number,
    recipe: AnswerRecipe,
    encoding: AnswerEncoding = 'identity',
  ): LiveAnswer {
    this.remember(key, recipe, now, encoding);
    const held = this.answers.get(key);
    if (held && sameSet(held.inputs.visible, inputs.visible)) {
      if (isCurrent(held, inputs, now) || now - held.builtAt < this.maxStaleMs) {
        // Most recently used goes last (the eviction order).
        this.answers.delete(key);
        this.answers.set(key, held);
        return held;
      }
    }
    return this.store(key, new LiveAnswer(inputs, recipe.build(inputs, held), now));
  }

  private store(key: string, fresh: LiveAnswer): LiveAnswer {
    const held = this.answers.get(key);
    if (held) this.forget(key, held);
    this.answers.set(key, fresh);
    this.bytes += fresh.size;
    this.evict(key);
    return fresh;
  }

  /** Keeps the key warm with the latest caller's recipe; the least recently asked key goes cold. */
  private remember(key: string, recipe: AnswerRecipe, now: number, encoding: AnswerEncoding): void {
    const limit = this.options.warmKeys ?? 4;
    if (limit <= 0) return;
    const held = this.warm.get(key);
    const entry = {
      recipe,
      askedAt: now,
      encodings: held?.encodings ?? new Set(),
      busy: held?.busy ?? false,
    };
    entry.encodings.add(encoding);
    this.warm.delete(key);
    this.warm.set(key, entry);
    for (const coldest of this.warm.keys()) {
      if (this.warm.size <= limit) break;
      this.warm.delete(coldest);
    }
  }

  private async refreshWarm(): Promise<void> {
    const now = this.clock.now().getTime();
    for (const [key, warm] of this.warm) {
      if (now - warm.askedAt > (this.options.warmForMs ?? 30_000)) {
        this.warm.delete(key);
        continue;
      }
      const held = this.answers.get(key);
      if (!held || warm.busy || now - held.builtAt < (this.options.refreshAfterMs ?? 800)) continue;
      warm.busy = true;
      try {
        const inputs = await warm.recipe.inputs();
        const at = this.clock.now().getTime();
        // A request may have rebuilt it meanwhile; visibility changes are left to requests.
        if (this.answers.get(key) !== held || !sameSet(held.inputs.visible, inputs.visible)) continue;
        if (isCurrent(held, inputs, at)) continue;
        const fresh = this.store(key, new LiveAnswer(inputs, warm.recipe.build(inputs, held), at));
        for (const encoding of warm.encodings) fresh.bodyIn(encoding).catch(() => {});
      } catch {
        // The next poll builds it on request, and reports what failed.
      } finally {
        warm.busy = false;
      }
    }
  }

  private forget(key: string, answer: LiveAnswer): void {
    this.answers.delete(key);
    this.bytes -= answer.size;
  }

  /** Drops the least recently used answers beyond the budget (never the one just built). */
  private evict(keep: string): void {
    for (const [key, answer] of this.answers) {
      if (this.bytes <= (this.options.budgetBytes ?? 64 * 1024 * 1024)) return;
      if (key !== keep) this.forget(key, answer);
    }
  }
}

/** Same catalog rows and live states, and no status due to change with the clock yet. */
const isCurrent = (held: LiveAnswer, inputs: AnswerInputs, now: number) =>
  held.inputs.catalog === inputs.catalog &&
  held.inputs.liveVersion === inputs.liveVersion &&
  now <= held.validUntil;

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
