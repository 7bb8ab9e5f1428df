import { describe, it } from 'vitest';
import { fuzzProtocol } from '../protocol/frame-fuzz.test-data';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { h02Protocol } from './h02-protocol';

/** Frames to mutate; a bench can call `fuzzProtocol` with them and a larger count. */
export const h02FuzzFrames = framesOf('h02').map(bytesOf);

describe('H02 under fuzzing', () => {
  it('never throws and gives only sane positions on 20,000 mutated frames', () => {
    fuzzProtocol(h02Protocol, h02FuzzFrames, 20_000, { prime: [h02FuzzFrames[2] as Buffer] });
  });
});
