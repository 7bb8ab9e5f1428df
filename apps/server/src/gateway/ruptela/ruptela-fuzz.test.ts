import { describe, it } from 'vitest';
import { fuzzProtocol } from '../protocol/frame-fuzz.test-data';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { ruptelaProtocol } from './ruptela-protocol';

/** Frames to mutate; a bench can call `fuzzProtocol` with them and a larger count. */
export const ruptelaFuzzFrames = framesOf('ruptela').map(bytesOf);

describe('Ruptela under fuzzing', () => {
  it('never throws and gives only sane positions on 20,000 mutated frames', () => {
    fuzzProtocol(ruptelaProtocol, ruptelaFuzzFrames, 20_000);
  });
});
