import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, sectionOf } from '../protocol/frames-more.test-data';
import { framesAtEveryCut, framesIn, splitStream } from '../protocol/splitter-check.test-data';
import { QueclinkFrameSplitter } from './queclink-frame-splitter';

interface FramingCase {
  input_hex: string;
  expected_frame_hex: string | null;
  note: string;
}

const framing = sectionOf<FramingCase>('gl200_framing');

/** Frames as they travel: text ones end with `$` (the splitter takes it off), binary ones as they are. */
const onTheWire = framesOf('gl200').map((c) => {
  const b = bytesOf(c);
  if (c.hex !== undefined) return { wire: b, frame: b };
  const frame = b[b.length - 1] === 0x24 ? b.subarray(0, -1) : b;
  return { wire: Buffer.concat([frame, Buffer.from('$')]), frame };
});

describe('Queclink frame splitter', () => {
  it.each(framing.map((f, i) => [i, f.note, f] as const))('framing case %i: %s', (_, __, f) => {
    const found = framesIn(splitStream(new QueclinkFrameSplitter(), Buffer.from(f.input_hex, 'hex')));
    expect(found).toEqual(f.expected_frame_hex === null ? [] : [f.expected_frame_hex.toLowerCase()]);
  });

  it('gives every frame of the data set, text and binary merged, wherever the stream is cut', () => {
    const sample = onTheWire.filter((_, i) => i % 7 === 0 || i >= onTheWire.length - 8);
    const stream = Buffer.concat(sample.map((s) => s.wire));
    const expected = sample.map((s) => s.frame.toString('hex'));
    for (const found of framesAtEveryCut(() => new QueclinkFrameSplitter(), stream))
      expect(found).toEqual(expected);
  });

  it('splits the whole data set sent in one piece', () => {
    const stream = Buffer.concat(onTheWire.map((s) => s.wire));
    expect(framesIn(splitStream(new QueclinkFrameSplitter(), stream))).toEqual(
      onTheWire.map((s) => s.frame.toString('hex')),
    );
  });

  it('skips garbage before a frame and reports it', () => {
    const { wire, frame } = onTheWire[0] ?? { wire: Buffer.alloc(0), frame: Buffer.alloc(0) };
    const events = splitStream(new QueclinkFrameSplitter(), Buffer.concat([Buffer.from('xx\r\n'), wire]));
    expect(framesIn(events)).toEqual([frame.toString('hex')]);
    expect(events[0]).toEqual({ kind: 'error', reason: 'garbage', skipped: 4 });
  });

  it('keeps memory bounded on a text frame that never ends, then resumes at the next +', () => {
    const splitter = new QueclinkFrameSplitter(1000);
    const events = [];
    events.push(...splitter.push(Buffer.from(`+RESP:GTFRI,${'1'.repeat(2000)}`)));
    expect(splitter.buffered).toBeLessThanOrEqual(1000);
    const { wire, frame } = onTheWire[1] ?? { wire: Buffer.alloc(0), frame: Buffer.alloc(0) };
    events.push(...splitter.push(wire));
    expect(framesIn(events)).toEqual([frame.toString('hex')]);
    expect(events.some((e) => e.kind === 'error' && e.reason === 'too-long')).toBe(true);
  });
});
