import { describe, expect, it } from 'vitest';
import { buildAvlPacket } from '../../demo/simulator/protocols/teltonika-encoder';
import { loadDeviceFrames } from './device-frames-fixture';
import { type TeltonikaFrame, TeltonikaFrameReader } from './teltonika-frame-reader';

const frames = loadDeviceFrames();
const imeiFrame = Buffer.from('000F313233343536373839303132333435', 'hex');
/** Real AVL packets from the capture whose length fields are honest (so a stream can carry them). */
const realPackets = frames.teltonika
  .map((entry) => Buffer.from(entry.hex, 'hex'))
  .filter(
    (bytes) =>
      bytes.length >= 12 && bytes.readUInt32BE(0) === 0 && bytes.readUInt32BE(4) + 12 === bytes.length,
  );

function hexes(result: TeltonikaFrame[]): string[] {
  return result.map((frame) =>
    frame.kind === 'error' ? `error:${frame.reason}` : frame.bytes.toString('hex'),
  );
}

function readAll(chunks: Uint8Array[], reader = new TeltonikaFrameReader()): TeltonikaFrame[] {
  return chunks.flatMap((chunk) => reader.push(chunk));
}

describe('Teltonika frame reader', () => {
  it('passes the framing cases from the capture', () => {
    expect(frames.teltonika_framing.length).toBeGreaterThan(0);
    for (const framing of frames.teltonika_framing) {
      const result = new TeltonikaFrameReader().push(Buffer.from(framing.input_hex, 'hex'));
      expect(result[0]?.kind === 'error' ? undefined : result[0]?.bytes.toString('hex')).toBe(
        framing.expected_frame_hex.toLowerCase(),
      );
    }
  });

  it('reads the handshake, pings and packets in order', () => {
    const stream = Buffer.concat([
      Buffer.from([0xff]),
      imeiFrame,
      realPackets[0] ?? Buffer.alloc(0),
      Buffer.from([0xff]),
    ]);
    const result = new TeltonikaFrameReader().push(stream);
    expect(result.map((frame) => frame.kind)).toEqual(['ping', 'imei', 'packet', 'ping']);
    expect(result[1]).toMatchObject({ kind: 'imei', imei: '123456789012345' });
  });

  it('finds the same frames wherever the stream is split, and keeps nothing afterwards', () => {
    const stream = Buffer.concat([
      imeiFrame,
      ...realPackets.slice(0, 3),
      Buffer.from([0xff]),
      ...realPackets.slice(3, 5),
    ]);
    const expected = hexes(new TeltonikaFrameReader().push(stream));
    expect(expected).toHaveLength(7);
    for (let cut = 0; cut <= stream.length; cut++) {
      const reader = new TeltonikaFrameReader();
      expect(hexes(readAll([stream.subarray(0, cut), stream.subarray(cut)], reader))).toEqual(expected);
      expect(reader.buffered).toBe(0);
    }
  });

  it('finds the same frames when fed one byte at a time', () => {
    const stream = Buffer.concat([imeiFrame, ...realPackets]);
    const bytes = [...stream].map((byte) => Uint8Array.of(byte));
    expect(hexes(readAll(bytes))).toEqual(hexes(new TeltonikaFrameReader().push(stream)));
    expect(readAll(bytes).filter((frame) => frame.kind === 'packet')).toHaveLength(realPackets.length);
  });

  it('splits every real packet back out of one merged chunk', () => {
    const result = new TeltonikaFrameReader().push(Buffer.concat([imeiFrame, ...realPackets]));
    expect(result.slice(1).map((frame) => (frame.kind === 'packet' ? frame.bytes : undefined))).toEqual(
      realPackets,
    );
  });

  it('reports garbage before the handshake and resynchronises on the IMEI frame', () => {
    const reader = new TeltonikaFrameReader();
    const result = reader.push(Buffer.concat([Buffer.from('GET / HTTP/1.1\r\n\r\n'), imeiFrame]));
    expect(result.map((frame) => frame.kind)).toEqual(['error', 'imei']);
    expect(reader.discarded).toBe(18);
  });

  it('reports garbage between packets once and resynchronises on the next preamble', () => {
    const garbage = Buffer.from('0102030000000000ffee000000', 'hex');
    const [first, second] = realPackets;
    if (!first || !second) throw new Error('the capture has too few packets');
    const stream = Buffer.concat([imeiFrame, first, garbage, second]);
    for (let cut = 0; cut <= stream.length; cut += 7) {
      const result = readAll([stream.subarray(0, cut), stream.subarray(cut)]);
      expect(result.map((frame) => frame.kind)).toEqual(['imei', 'packet', 'error', 'packet']);
      expect(result[3]).toEqual({ kind: 'packet', bytes: second });
    }
  });

  it('refuses an absurd or empty length instead of buffering for it, then resynchronises', () => {
    const [packet] = realPackets;
    if (!packet) throw new Error('the capture has no packet');
    for (const length of [0, 2, 64 * 1024 + 1, 0xffffffff]) {
      const bogus = Buffer.from('0000000000000000', 'hex');
      bogus.writeUInt32BE(length, 4);
      const reader = new TeltonikaFrameReader();
      const result = reader.push(Buffer.concat([imeiFrame, bogus, packet]));
      expect(result.map((frame) => (frame.kind === 'error' ? frame.reason : frame.kind))).toEqual([
        'imei',
        'length',
        'packet',
      ]);
      expect(reader.buffered).toBe(0);
    }
  });

  it('refuses a non-zero preamble after login', () => {
    const packet = buildAvlPacket(0x08, [{}]);
    const broken = Buffer.from(packet);
    broken[2] = 0x01;
    const result = new TeltonikaFrameReader().push(Buffer.concat([imeiFrame, broken, packet]));
    expect(result.map((frame) => (frame.kind === 'error' ? frame.reason : frame.kind))).toEqual([
      'imei',
      'preamble',
      'packet',
    ]);
  });

  it('accepts a packet up to the configured limit and no further', () => {
    const small = new TeltonikaFrameReader({ maxDataLength: 100 });
    const packet = buildAvlPacket(0x08, [{}, {}, {}, {}, {}]);
    expect(packet.readUInt32BE(4)).toBeGreaterThan(100);
    expect(small.push(packet).map((frame) => frame.kind)[0]).toBe('error');
    expect(new TeltonikaFrameReader({ maxDataLength: packet.length - 12 }).push(packet)[0]?.kind).toBe(
      'packet',
    );
  });

  it('holds at most one frame in memory, whatever arrives', () => {
    const reader = new TeltonikaFrameReader();
    reader.push(imeiFrame);
    // A megabyte of zeros looks like a preamble everywhere but never carries a sane length.
    reader.push(Buffer.alloc(1024 * 1024));
    expect(reader.buffered).toBeLessThanOrEqual(9);
    reader.push(Buffer.alloc(1024 * 1024, 0x41));
    expect(reader.buffered).toBe(0);
    // A plausible header for a 64 KiB packet is the most it will wait for.
    const header = Buffer.from('00000000000100000800', 'hex');
    reader.push(Buffer.concat([header, Buffer.alloc(60_000)]));
    expect(reader.buffered).toBe(60_010);
  });
});
