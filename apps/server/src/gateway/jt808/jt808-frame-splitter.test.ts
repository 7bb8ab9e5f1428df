import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, sectionOf } from '../protocol/frames-more.test-data';
import { framesAtEveryCut, framesIn, splitStream } from '../protocol/splitter-check.test-data';
import { escapeJt808 } from './jt808-escape';
import { Jt808FrameSplitter } from './jt808-frame-splitter';

interface FramingCase {
  input_hex: string;
  expected_frame_hex: string | null;
  direction?: string;
  note: string;
}

const framing = sectionOf<FramingCase>('jt808_framing');
const binary = framesOf('jt808')
  .map(bytesOf)
  .filter((f) => f[0] === 0x7e && f[f.length - 1] === 0x7e);

describe('JT/T 808 framing vectors from Traccar’s frame decoder and encoder tests', () => {
  it.each(framing.filter((c) => c.direction !== 'encode').map((c) => [c.note, c] as const))('%s', (_, c) => {
    const frames = framesIn(splitStream(new Jt808FrameSplitter(), Buffer.from(c.input_hex, 'hex')));
    expect(frames[0] ?? null).toBe(c.expected_frame_hex);
  });

  it.each(framing.filter((c) => c.direction === 'encode').map((c) => [c.note, c] as const))('%s', (_, c) => {
    expect(escapeJt808(Buffer.from(c.input_hex, 'hex')).toString('hex')).toBe(c.expected_frame_hex);
  });
});

describe('JT/T 808 splitter', () => {
  it.each(binary.map((f, i) => [i, f] as const))(
    'gives frame %i un-escaped wherever TCP cuts its wire form',
    (_, frame) => {
      const wire = escapeJt808(frame);
      const stream = Buffer.concat([Buffer.from('garbage'), wire, wire]);
      for (const frames of framesAtEveryCut(() => new Jt808FrameSplitter(), stream)) {
        expect(frames).toEqual([frame.toString('hex'), frame.toString('hex')]);
      }
    },
  );

  it('passes an ASCII result sentence and resynchronises after joining mid-frame', () => {
    const frame = binary[0] as Buffer;
    const wire = escapeJt808(frame);
    const text = Buffer.from('(740190311185,1,001,ELOCK,3,529439)');
    const stream = Buffer.concat([wire.subarray(10), text, wire]);
    expect(framesIn(splitStream(new Jt808FrameSplitter(), stream))).toEqual([
      text.toString('hex'),
      frame.toString('hex'),
    ]);
  });

  it('keeps a bounded buffer when a frame never closes', () => {
    const splitter = new Jt808FrameSplitter();
    const events = [
      splitter.push(Buffer.from([0x7e])),
      ...Array.from({ length: 5 }, () => splitter.push(Buffer.alloc(1000, 1))),
    ].flat();
    expect(events.some((e) => e.kind === 'error' && e.reason === 'too-long')).toBe(true);
    const frame = binary[0] as Buffer;
    expect(framesIn(splitStream(splitter, escapeJt808(frame)))).toEqual([frame.toString('hex')]);
  });
});
