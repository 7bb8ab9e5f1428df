import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, sectionOf } from '../protocol/frames-more.test-data';
import { framesAtEveryCut, framesIn, splitStream } from '../protocol/splitter-check.test-data';
import { H02FrameSplitter } from './h02-frame-splitter';

interface FramingCase {
  input_hex: string;
  expected_frame_hex: string | null;
  note: string;
}

const framing = sectionOf<FramingCase>('h02_framing');
const hex = (b: Buffer) => b.toString('hex');

function expectSameFramesAtEveryCut(newSplitter: () => H02FrameSplitter, stream: Buffer, expected: Buffer[]) {
  for (const frames of framesAtEveryCut(newSplitter, stream)) expect(frames).toEqual(expected.map(hex));
}

describe('H02 framing vectors from Traccar’s frame decoder test', () => {
  // Entries of one test method share one frame decoder, in order; each read is followed by a pause.
  const methods = [...new Set(framing.map((c) => c.note.split(':')[0]))];
  it.each(methods)('%s', (method) => {
    const splitter = new H02FrameSplitter();
    for (const c of framing.filter((f) => f.note.startsWith(`${method}:`))) {
      const first = framesIn(splitStream(splitter, Buffer.from(c.input_hex, 'hex')))[0];
      expect(first ?? null, c.note).toBe(c.expected_frame_hex);
    }
  });
});

describe('H02 splitter', () => {
  const text = framesOf('h02').filter((c) => c.text !== undefined);

  it.each(text.map((c) => [c.note, c] as const))('gives the same frame wherever TCP cuts: %s', (_, c) => {
    const frame = bytesOf(c);
    const sentence = frame.subarray(0, frame.lastIndexOf(0x23) + 1);
    expectSameFramesAtEveryCut(() => new H02FrameSplitter(), Buffer.concat([frame, Buffer.from('\r\n')]), [
      sentence,
    ]);
  });

  it.each(
    framesOf('h02')
      .filter((c) => c.hex !== undefined && [32, 45].includes(c.hex.length / 2))
      .map((c) => [c.hex as string]),
  )('gives a binary record and the sentence after it the same wherever TCP cuts: %s', (recordHex) => {
    const record = Buffer.from(recordHex, 'hex');
    const sentence = Buffer.from(
      '*HQ,4106011660,V1,124552,A,5035.3129,N,00431.8211,E,000.20,000,131116,FFFFFBFF#',
    );
    expectSameFramesAtEveryCut(() => new H02FrameSplitter(), Buffer.concat([record, record, sentence]), [
      record,
      record,
      sentence,
    ]);
  });

  it('skips garbage and a sentence that lost its # up to the next sentence', () => {
    const good = Buffer.from(
      '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF#',
    );
    const stream = Buffer.concat([Buffer.from('noise\x00\xff'), good.subarray(0, 30), good]);
    const splitter = new H02FrameSplitter();
    const events = [...splitter.push(stream), ...(splitter.flush?.() ?? [])];
    expect(
      events.filter((e) => e.kind === 'frame').map((e) => (e.kind === 'frame' ? e.frame.toString() : '')),
    ).toEqual([good.toString()]);
    expect(events.filter((e) => e.kind === 'error').map((e) => (e.kind === 'error' ? e.reason : ''))).toEqual(
      ['garbage', 'bad-stop'],
    );
  });

  it('keeps a bounded buffer when a sentence never ends', () => {
    const splitter = new H02FrameSplitter();
    const events = [
      splitter.push(Buffer.from('*HQ,1,V1,')),
      ...Array.from({ length: 10 }, () => splitter.push(Buffer.alloc(1000, 0x41))),
    ].flat();
    expect(events.some((e) => e.kind === 'error' && e.reason === 'too-long')).toBe(true);
    const good = Buffer.from('*HQ,1,V0#');
    expect(framesIn(splitStream(splitter, good))).toEqual([hex(good)]);
  });
});
