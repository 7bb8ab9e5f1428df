import { describe, expect, it } from 'vitest';
import { loadDeviceFrames } from './device-frames.test-data';
import { type Gt06FrameEvent, Gt06FrameReader } from './gt06-frame-reader';

const { gt06_framing: framing, gt06: frames } = loadDeviceFrames();

function framesOf(events: Gt06FrameEvent[]): string[] {
  return events.flatMap((e) => (e.kind === 'frame' ? [e.frame.toString('hex')] : []));
}

/** Feeds the stream cut at `cuts`, then lets the connection go quiet. */
function readAll(stream: Buffer, cuts: number[] = []): Gt06FrameEvent[] {
  const reader = new Gt06FrameReader();
  const events: Gt06FrameEvent[] = [];
  let from = 0;
  for (const cut of [...cuts, stream.length]) {
    events.push(...reader.push(stream.subarray(from, cut)));
    from = cut;
  }
  events.push(...reader.flush());
  return events;
}

// Well-formed frames from the data set: right length and stop bytes (the reader passes on the
// others too, but a following frame is what ends them).
const wellFormed = frames
  .map((f) => Buffer.from(f.hex, 'hex'))
  .filter((b) => {
    const extended = b[0] === 0x79;
    const total = (extended ? 4 : 3) + (extended ? b.readUInt16BE(2) : (b[2] ?? 0)) + 2;
    return total === b.length && b[b.length - 2] === 0x0d && b[b.length - 1] === 0x0a;
  });

describe('GT06 frame reader', () => {
  it.each(framing.map((f, i) => [i, f] as const))('framing case %i gives its frame', (_, f) => {
    const events = readAll(Buffer.from(f.input_hex, 'hex'));
    expect(framesOf(events)).toEqual([f.expected_frame_hex.toLowerCase()]);
    expect(events.filter((e) => e.kind === 'error')).toEqual([]);
  });

  it('gives the same frames wherever the stream is cut', () => {
    const stream = Buffer.concat(framing.map((f) => Buffer.from(f.input_hex, 'hex')));
    const expected = framing.map((f) => f.expected_frame_hex.toLowerCase());
    expect(framesOf(readAll(stream))).toEqual(expected);
    for (let cut = 1; cut < stream.length; cut++) {
      expect(framesOf(readAll(stream, [cut])), `cut at ${cut}`).toEqual(expected);
    }
    const byteByByte = Array.from({ length: stream.length - 1 }, (_, i) => i + 1);
    expect(framesOf(readAll(stream, byteByByte))).toEqual(expected);
  });

  it('waits for the bytes a length byte announces until the connection goes quiet', () => {
    const short = Buffer.from(framing[1]?.input_hex ?? '', 'hex');
    const reader = new Gt06FrameReader();
    expect(reader.push(short)).toEqual([]);
    expect(framesOf(reader.flush())).toEqual([short.toString('hex')]);
    expect(reader.buffered).toBe(0);
  });

  it('splits merged frames, 7878 and 7979 alike', () => {
    expect(wellFormed.length).toBeGreaterThan(100);
    const stream = Buffer.concat(wellFormed);
    expect(framesOf(readAll(stream))).toEqual(wellFormed.map((b) => b.toString('hex')));
  });

  it('reports garbage and resyncs on the next start marker', () => {
    const a = wellFormed[0] as Buffer;
    const b = wellFormed[1] as Buffer;
    const garbage = Buffer.from('00ff7801020d0a33', 'hex');
    const events = readAll(Buffer.concat([garbage, a, garbage, b]));
    expect(framesOf(events)).toEqual([a.toString('hex'), b.toString('hex')]);
    expect(events.filter((e) => e.kind === 'error')).toEqual([
      { kind: 'error', reason: 'garbage', skipped: garbage.length },
      { kind: 'error', reason: 'garbage', skipped: garbage.length },
    ]);
  });

  it('drops a frame whose stop bytes are missing and keeps the next one', () => {
    const a = Buffer.from(wellFormed[2] as Buffer);
    const b = wellFormed[3] as Buffer;
    a[a.length - 2] = 0x00;
    a[a.length - 1] = 0x00;
    const events = readAll(Buffer.concat([a, b]));
    expect(framesOf(events)).toEqual([b.toString('hex')]);
    expect(events[0]).toEqual({ kind: 'error', reason: 'bad-stop', skipped: a.length });
  });

  it('keeps memory bounded on endless garbage and on a frame that never ends', () => {
    const reader = new Gt06FrameReader(512);
    for (let i = 0; i < 100; i++) reader.push(Buffer.alloc(1000, 0x55));
    expect(reader.buffered).toBeLessThanOrEqual(1);
    const endless = Buffer.alloc(1000, 0x41);
    endless.writeUInt16BE(0x7979, 0);
    endless.writeUInt16BE(0xffff, 2);
    const events = reader.push(endless);
    expect(events.some((e) => e.kind === 'error' && e.reason === 'too-long')).toBe(true);
    expect(reader.buffered).toBeLessThanOrEqual(512);
  });
});
