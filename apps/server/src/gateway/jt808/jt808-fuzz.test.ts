import { describe, it } from 'vitest';
import { fuzzProtocol } from '../protocol/frame-fuzz.test-data';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { jt808Protocol } from './jt808-protocol';

/** Frames to mutate; a bench can call `fuzzProtocol` with them and a larger count. */
export const jt808FuzzFrames = framesOf('jt808').map(bytesOf);

describe('JT/T 808 under fuzzing', () => {
  it('never throws and gives only sane positions on 20,000 mutated frames', () => {
    fuzzProtocol(jt808Protocol, jt808FuzzFrames, 20_000);
  });
});
