import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DecodedPosition } from '../decoded-position';
import { crc16Ibm } from './crc16-ibm';
import type { TeltonikaDecodeOptions, TeltonikaDecodeResult } from './decode-avl-data';
import { decodeTeltonikaPacket } from './decode-teltonika-packet';
import { decodeTeltonikaUdp } from './decode-teltonika-udp';
import { loadDeviceFrames } from './device-frames-fixture';
import { type TeltonikaFrame, TeltonikaFrameReader } from './teltonika-frame-reader';

// FUZZ_RUNS=100000 for a deeper search; the default keeps the suite fast.
const RUNS = { numRuns: Number(process.env.FUZZ_RUNS ?? 2_000) };
const MAX_DATA_LENGTH = 64 * 1024;

const captured = loadDeviceFrames().teltonika;
const tcpFrames = captured
  .filter((entry) => entry.transport === 'tcp')
  .map((entry) => Buffer.from(entry.hex, 'hex'));
const udpFrames = captured
  .filter((entry) => entry.transport === 'udp')
  .map((entry) => Buffer.from(entry.hex, 'hex'));
const allFrames = [...tcpFrames, ...udpFrames];

/** One way of damaging a frame, as a line, a buggy device or an attacker might. */
function mutation(frame: Buffer): fc.Arbitrary<Buffer> {
  const length = frame.length;
  return fc.oneof(
    fc.array(fc.nat(length * 8 - 1), { minLength: 1, maxLength: 8 }).map((bits) => {
      const copy = Buffer.from(frame);
      for (const bit of bits) copy[bit >> 3] = (copy[bit >> 3] ?? 0) ^ (1 << (bit & 7));
      return copy;
    }),
    fc.nat(length).map((end) => frame.subarray(0, end)),
    fc
      .tuple(fc.nat(length), fc.uint8Array({ minLength: 1, maxLength: 16 }))
      .map(([at, bytes]) => Buffer.concat([frame.subarray(0, at), bytes, frame.subarray(at)])),
    fc
      .tuple(fc.nat(length), fc.integer({ min: 1, max: 16 }))
      .map(([at, count]) => Buffer.concat([frame.subarray(0, at), frame.subarray(at + count)])),
    fc.tuple(fc.nat(0xffffffff), fc.boolean()).map(([value, udp]) => {
      const copy = Buffer.from(frame);
      if (udp && copy.length >= 2) copy.writeUInt16BE(value & 0xffff, 0);
      else if (copy.length >= 8) copy.writeUInt32BE(value, 4);
      return copy;
    }),
    // Damage the data and then repair length and CRC, so strict mode has to parse the records too.
    fc.tuple(fc.nat(length), fc.nat(255)).map(([at, byte]) => {
      const copy = Buffer.from(frame);
      copy[Math.max(8, at)] = byte;
      if (copy.length >= 12) {
        copy.writeUInt32BE(copy.length - 12, 4);
        copy.writeUInt32BE(crc16Ibm(copy, 8, copy.length - 4), copy.length - 4);
      }
      return copy;
    }),
  );
}

const damagedFrame = fc.constantFrom(...allFrames).chain(mutation);
const anyBytes = fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes));
const options: fc.Arbitrary<TeltonikaDecodeOptions> = fc.record({
  lenient: fc.boolean(),
  extended: fc.boolean(),
  model: fc.constantFrom(undefined, 'FMB130', 'FMC640', 'GH3000'),
});

function expectNoNaN(value: unknown): void {
  if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  else if (Array.isArray(value))
    for (const item of value)
      if (item !== undefined) expectNoNaN(item);
      else if (value && typeof value === 'object') for (const item of Object.values(value)) expectNoNaN(item);
}

function expectSane(position: DecodedPosition): void {
  expect(position.fixTime).toBeInstanceOf(Date);
  expect(Number.isNaN(position.fixTime.getTime())).toBe(false);
  expect(Number.isFinite(position.latitude) && Math.abs(position.latitude) <= 90).toBe(true);
  expect(Number.isFinite(position.longitude) && Math.abs(position.longitude) <= 180).toBe(true);
  expect(position.course >= 0 && position.course <= 360).toBe(true);
  expect(Number.isFinite(position.speedKmh) && position.speedKmh >= 0).toBe(true);
  expectNoNaN(position.attributes);
  if (position.altitude !== undefined) expect(Number.isFinite(position.altitude)).toBe(true);
}

function expectWellFormed(result: TeltonikaDecodeResult): void {
  if (!result.ok) {
    expect(result.reason).not.toBe('internal');
    return;
  }
  result.positions.forEach(expectSane);
  expect([0, 4, 7]).toContain(result.ack.length);
  expect(result.positions.length + result.dropped).toBeLessThanOrEqual(result.recordCount);
  for (const response of result.responses) expect(response.text ?? response.hex).toBeTypeOf('string');
}

function decodeBoth(bytes: Buffer, decodeOptions: TeltonikaDecodeOptions): void {
  expectWellFormed(decodeTeltonikaPacket(bytes, { ...decodeOptions, deviceId: '1' }));
  expectWellFormed(decodeTeltonikaUdp(bytes, decodeOptions));
}

function expectValidFrame(frame: TeltonikaFrame): void {
  if (frame.kind === 'packet') {
    expect(frame.bytes.readUInt32BE(0)).toBe(0);
    const dataLength = frame.bytes.readUInt32BE(4);
    expect(dataLength).toBeLessThanOrEqual(MAX_DATA_LENGTH);
    expect(frame.bytes.length).toBe(dataLength + 12);
  } else if (frame.kind === 'imei') {
    expect(frame.imei).toMatch(/^\d{8,20}$/);
  } else if (frame.kind === 'ping') {
    expect([...frame.bytes]).toEqual([0xff]);
  }
}

// Compared as text: deep equality over Buffers is slow enough to dominate the run.
function describeFrame(frame: TeltonikaFrame): string {
  return frame.kind === 'error' ? `error:${frame.reason}` : `${frame.kind}:${frame.bytes.toString('hex')}`;
}

/** A connection's worth of traffic: handshake, then real, damaged and random frames. */
const stream = fc
  .array(fc.oneof(fc.constantFrom(...tcpFrames), damagedFrame, anyBytes), { maxLength: 8 })
  .map((parts) => Buffer.concat([Buffer.from('000F333536333037303432343431303133', 'hex'), ...parts]));

function chunked(bytes: Buffer): fc.Arbitrary<Buffer[]> {
  return fc.array(fc.nat(bytes.length), { maxLength: 12 }).map((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
    return points.slice(1).map((end, i) => bytes.subarray(points[i], end));
  });
}

describe('Teltonika decoder under fuzzing', () => {
  it('never throws and never returns an impossible position for damaged real frames', () => {
    fc.assert(
      fc.property(damagedFrame, options, (bytes, decodeOptions) => decodeBoth(bytes, decodeOptions)),
      RUNS,
    );
  });

  it('never throws on random bytes, with or without a plausible header', () => {
    const withHeader = fc
      .tuple(fc.constantFrom(0x07, 0x08, 0x8e, 0x0c, 0x0d, 0x10), anyBytes)
      .map(([codec, body]) => {
        const header = Buffer.alloc(9);
        header.writeUInt32BE(Math.max(0, body.length - 3), 4);
        header[8] = codec;
        return Buffer.concat([header, body]);
      });
    fc.assert(
      fc.property(fc.oneof(anyBytes, withHeader), options, (bytes, decodeOptions) =>
        decodeBoth(bytes, decodeOptions),
      ),
      RUNS,
    );
  });
});

describe('Teltonika frame reader under fuzzing', () => {
  it('never throws, emits only well-formed frames and stays within its memory bound', () => {
    fc.assert(
      fc.property(
        stream.chain((bytes) => chunked(bytes)),
        (chunks) => {
          const reader = new TeltonikaFrameReader();
          for (const chunk of chunks) {
            reader.push(chunk).forEach(expectValidFrame);
            expect(reader.buffered).toBeLessThanOrEqual(MAX_DATA_LENGTH + 12);
          }
        },
      ),
      RUNS,
    );
  });

  it('finds the same frames however the stream is chunked', () => {
    fc.assert(
      fc.property(
        stream.chain((bytes) => chunked(bytes).map((chunks) => ({ bytes, chunks }))),
        ({ bytes, chunks }) => {
          const whole = new TeltonikaFrameReader().push(bytes).map(describeFrame);
          const reader = new TeltonikaFrameReader();
          expect(chunks.flatMap((chunk) => reader.push(chunk).map(describeFrame))).toEqual(whole);
        },
      ),
      RUNS,
    );
  });
});
