import { describe, expect, it } from 'vitest';
import { fuzzProtocol } from '../protocol/frame-fuzz-fixtures';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { h02Protocol } from './h02-protocol';

const RUNS = 20_000;
const frames = framesOf('h02').map(bytesOf);

describe('H02 under fuzzing', () => {
  it(`decodes ${RUNS} mutated real frames without throwing, every position in range`, () => {
    const report = fuzzProtocol(h02Protocol, frames, RUNS, { identifying: [frames[2] as Buffer] });
    expect(report.problems).toEqual([]);
    expect(report.frames).toBe(RUNS);
    expect(report.positions).toBeGreaterThan(RUNS / 10);
  });
});
