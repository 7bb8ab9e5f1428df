import { describe, it } from 'vitest';
import { fuzzProtocol } from '../protocol/frame-fuzz.test-data';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { meitrackProtocol } from './meitrack-protocol';

/** Frames to mutate; a bench can call `fuzzProtocol` with them and a larger count. */
export const meitrackFuzzFrames = framesOf('meitrack').map(bytesOf);

describe('Meitrack under fuzzing', () => {
  it('never throws and gives only sane positions on 20,000 mutated frames', () => {
    fuzzProtocol(meitrackProtocol, meitrackFuzzFrames, 20_000);
  });
});
