import { describe, it } from 'vitest';
import { fuzzProtocol } from '../protocol/frame-fuzz.test-data';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { queclinkProtocol } from './queclink-protocol';

/** Frames to mutate; a bench can call `fuzzProtocol` with them and a larger count. */
export const queclinkFuzzFrames = framesOf('gl200').map(bytesOf);

describe('Queclink under fuzzing', () => {
  it('never throws and gives only sane positions on 20,000 mutated frames', () => {
    fuzzProtocol(queclinkProtocol, queclinkFuzzFrames, 20_000);
  });
});
