import { describe, it } from 'vitest';
import { fuzzProtocol } from '../protocol/frame-fuzz.test-data';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { tk103Protocol } from './tk103-protocol';

/** Frames to mutate; a bench can call `fuzzProtocol` with them and a larger count. */
export const tk103FuzzFrames = framesOf('tk103').map(bytesOf);

describe('TK103 under fuzzing', () => {
  it('never throws and gives only sane positions on 20,000 mutated frames', () => {
    fuzzProtocol(tk103Protocol, tk103FuzzFrames, 20_000);
  });
});
