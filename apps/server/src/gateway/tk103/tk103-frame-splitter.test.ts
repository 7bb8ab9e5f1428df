import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, sectionOf } from '../protocol/frames-more.test-data';
import { framesAtEveryCut, framesIn, splitStream } from '../protocol/splitter-check.test-data';
import { Tk103FrameSplitter } from './tk103-frame-splitter';

interface FramingCase {
  input_hex: string;
  expected_frame_hex: string | null;
  note: string;
}

const framing = sectionOf<FramingCase>('tk103_framing');
const frames = framesOf('tk103').map(bytesOf);

describe('TK103 frame splitter', () => {
  it.each(framing.map((f, i) => [i, f.note, f] as const))('framing case %i: %s', (_, __, f) => {
    const found = framesIn(splitStream(new Tk103FrameSplitter(), Buffer.from(f.input_hex, 'hex')));
    if (f.expected_frame_hex === null) expect(found).toEqual([]);
    else expect(found[0]).toBe(f.expected_frame_hex.toLowerCase());
  });

  it('gives every frame of the data set, merged, wherever the stream is cut', () => {
    const stream = Buffer.concat(frames);
    const expected = frames.map((b) => b.toString('hex'));
    for (const found of framesAtEveryCut(() => new Tk103FrameSplitter(), stream))
      expect(found).toEqual(expected);
  });

  it('skips garbage, even with ) and $ in it, and reports it', () => {
    const a = frames[5] as Buffer;
    const garbage = Buffer.from('xx)$$)\r\n', 'latin1');
    const events = splitStream(new Tk103FrameSplitter(), Buffer.concat([garbage, a, garbage, a]));
    expect(framesIn(events)).toEqual([a.toString('hex'), a.toString('hex')]);
    expect(events.filter((e) => e.kind === 'error')).toEqual([
      { kind: 'error', reason: 'garbage', skipped: garbage.length },
      { kind: 'error', reason: 'garbage', skipped: garbage.length },
    ]);
  });

  it('drops a sentence whose $ text never closes and resumes at the next (', () => {
    const open = Buffer.from(`(864755555555555,ZC03,191117,234421,$${'x'.repeat(1100)}`, 'latin1');
    const next = frames[0] as Buffer;
    const splitter = new Tk103FrameSplitter();
    const events = splitStream(splitter, Buffer.concat([open, next]));
    expect(framesIn(events)).toEqual([next.toString('hex')]);
    expect(events.some((e) => e.kind === 'error' && e.reason === 'too-long')).toBe(true);
    expect(splitter.buffered).toBe(0);
  });

  it('keeps memory bounded', () => {
    const splitter = new Tk103FrameSplitter();
    for (let i = 0; i < 50; i++) splitter.push(Buffer.alloc(1000, 0x28));
    expect(splitter.buffered).toBeLessThanOrEqual(1024);
    for (let i = 0; i < 50; i++) splitter.push(Buffer.alloc(1000, 0x41));
    expect(splitter.buffered).toBe(0);
  });
});
