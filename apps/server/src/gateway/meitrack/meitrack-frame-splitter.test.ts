import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, sectionOf } from '../protocol/frames-more.test-data';
import { framesAtEveryCut, framesIn, splitStream } from '../protocol/splitter-check.test-data';
import { MeitrackFrameSplitter } from './meitrack-frame-splitter';

interface FramingCase {
  input_hex: string;
  expected_frame_hex: string | null;
  note: string;
}

/** A frame as it is on the wire: its length field counts through the closing CR LF. */
function onTheWire(frame: Buffer): Buffer {
  const text = frame.toString('latin1');
  const comma = text.indexOf(',');
  const body = text.endsWith('\r\n') ? frame : Buffer.concat([frame, Buffer.from('\r\n')]);
  const length = body.length - comma;
  const header = `${text.slice(0, 3)}${length}`;
  return Buffer.concat([Buffer.from(header, 'latin1'), body.subarray(comma)]);
}

const wireFrames = framesOf('meitrack').map((c) => onTheWire(bytesOf(c)));

describe('Meitrack framing', () => {
  it.each(sectionOf<FramingCase>('meitrack_framing').map((c) => [c.note, c] as const))('%s', (_, c) => {
    expect(
      framesIn(splitStream(new MeitrackFrameSplitter(), Buffer.from(c.input_hex, 'hex')))[0] ?? null,
    ).toBe(c.expected_frame_hex);
  });

  it.each(wireFrames.map((f, i) => [i, f] as const))(
    'gives frame %i the same wherever TCP cuts',
    (_, frame) => {
      const stream = Buffer.concat([Buffer.from('\r\nnoise'), frame, frame]);
      for (const frames of framesAtEveryCut(() => new MeitrackFrameSplitter(), stream)) {
        expect(frames).toEqual([frame.toString('hex'), frame.toString('hex')]);
      }
    },
  );

  it('skips a header whose length is absurd and finds the next frame', () => {
    const frame = wireFrames[10] as Buffer;
    const stream = Buffer.concat([Buffer.from('$$A99999,'), frame]);
    expect(framesIn(splitStream(new MeitrackFrameSplitter(), stream))).toEqual([frame.toString('hex')]);
  });
});
