import { expect } from 'vitest';
import type { FrameSplitter } from './tracker-protocol';

/** Every frame a splitter gives for the chunks, then for a flush. */
export function framesFrom(splitter: FrameSplitter, chunks: Buffer[], flush = true): Buffer[] {
  const events = chunks.flatMap((chunk) => splitter.push(chunk));
  if (flush && splitter.flush) events.push(...splitter.flush());
  return events.flatMap((e) => (e.kind === 'frame' ? [e.frame] : []));
}

/**
 * A stream cut in two at every byte position (and fed one byte at a time) gives the same frames as
 * the whole stream at once: frames must not depend on where TCP cut it.
 */
export function expectCutIndependent(
  newSplitter: () => FrameSplitter,
  stream: Buffer,
  expected: Buffer[],
): void {
  const hex = expected.map((f) => f.toString('hex'));
  expect(framesFrom(newSplitter(), [stream]).map((f) => f.toString('hex'))).toEqual(hex);
  for (let cut = 1; cut < stream.length; cut++) {
    const frames = framesFrom(newSplitter(), [stream.subarray(0, cut), stream.subarray(cut)]);
    expect(
      frames.map((f) => f.toString('hex')),
      `cut at ${cut}`,
    ).toEqual(hex);
  }
  const bytes = [...stream].map((b) => Buffer.from([b]));
  expect(framesFrom(newSplitter(), bytes).map((f) => f.toString('hex'))).toEqual(hex);
}
