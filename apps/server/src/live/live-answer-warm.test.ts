import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../test/test-clock';
import { answerChunks } from './answer-chunks';
import { type AnswerInputs, type AnswerRecipe, LiveAnswerCache } from './live-answer-cache';

/**
 * A polled `trackings/` answer is rebuilt in the background once it is stale, so the next poll
 * is served at once; keys nobody polls any more, and answers for callers whose visible vehicles
 * changed, are left to requests.
 */
describe('answers kept warm', () => {
  const catalog: AnswerInputs['catalog'] = [];
  let cache: LiveAnswerCache | undefined;
  let clock: TestClock;
  beforeEach(() => {
    clock = new TestClock();
  });
  afterEach(() => cache?.close());

  /** A recipe over a live version the test moves on; counts its builds. */
  const source = (visible: ReadonlySet<number> | null = null) => {
    const state = { version: 1, builds: 0 };
    const recipe: AnswerRecipe = {
      inputs: async () => ({ catalog, liveVersion: state.version, visible }),
      build: () => {
        state.builds += 1;
        return { chunks: answerChunks([]), validUntil: Number.POSITIVE_INFINITY };
      },
    };
    const inputs = (): AnswerInputs => ({ catalog, liveVersion: state.version, visible });
    return { state, recipe, inputs };
  };

  it('rebuilds a polled answer after new fixes, before the next poll asks, and compresses it as asked', async () => {
    cache = new LiveAnswerCache({ refreshAfterMs: 50, clock });
    const { state, recipe, inputs } = source();
    const first = cache.answer('k', inputs(), clock.ms(), recipe, 'br');
    await first.bodyIn('br');
    state.version = 2;
    await clock.advance(400);
    expect(state.builds).toBe(2);
    const next = cache.answer('k', inputs(), clock.ms(), recipe, 'br');
    expect(next).not.toBe(first);
    expect(state.builds).toBe(2);
    expect((await next.bodyIn('br')).length).toBeGreaterThan(0);
  });

  it('does not rebuild an answer that is still current', async () => {
    cache = new LiveAnswerCache({ refreshAfterMs: 0, clock });
    const { state, recipe, inputs } = source();
    cache.answer('k', inputs(), clock.ms(), recipe);
    await clock.advance(300);
    expect(state.builds).toBe(1);
  });

  it('lets a key nobody polls any more go cold', async () => {
    cache = new LiveAnswerCache({ refreshAfterMs: 0, warmForMs: 50, clock });
    const { state, recipe, inputs } = source();
    cache.answer('k', inputs(), clock.ms(), recipe);
    await clock.advance(150);
    state.version = 2;
    await clock.advance(300);
    expect(state.builds).toBe(1);
  });

  it('keeps only the most recently polled keys warm', async () => {
    cache = new LiveAnswerCache({ refreshAfterMs: 0, warmKeys: 1, clock });
    const a = source();
    const b = source();
    cache.answer('a', a.inputs(), clock.ms(), a.recipe);
    cache.answer('b', b.inputs(), clock.ms(), b.recipe);
    a.state.version = 2;
    b.state.version = 2;
    await clock.advance(300);
    expect([a.state.builds, b.state.builds]).toEqual([1, 2]);
  });

  it('never serves a warm answer to a caller whose visible vehicles changed', async () => {
    cache = new LiveAnswerCache({ refreshAfterMs: 0, clock });
    const before = source(new Set([1, 2]));
    cache.answer('k', before.inputs(), clock.ms(), before.recipe);
    before.state.version = 2;
    await clock.advance(300);
    const after = source(new Set([1]));
    const answer = cache.answer('k', after.inputs(), clock.ms(), after.recipe);
    expect(after.state.builds).toBe(1);
    expect(answer.inputs.visible).toEqual(new Set([1]));
  });

  it('does nothing in the background when warming is off', async () => {
    cache = new LiveAnswerCache({ refreshAfterMs: 0, warmKeys: 0, clock });
    const { state, recipe, inputs } = source();
    cache.answer('k', inputs(), clock.ms(), recipe);
    state.version = 2;
    await clock.advance(300);
    expect(state.builds).toBe(1);
  });
});
