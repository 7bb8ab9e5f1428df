import { describe, it } from 'vitest';
import { fuzzProtocol } from '../protocol/frame-fuzz.test-data';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { wialonProtocol } from './wialon-protocol';

/** Frames to mutate; a bench can call `fuzzProtocol` with them and a larger count. */
export const wialonFuzzFrames = framesOf('wialon').map(bytesOf);

describe('Wialon IPS under fuzzing', () => {
  it('never throws and gives only sane positions on 20,000 mutated frames', () => {
    fuzzProtocol(wialonProtocol, wialonFuzzFrames, 20_000, {
      prime: [Buffer.from('#L#123456789012345;test')],
    });
  });
});
