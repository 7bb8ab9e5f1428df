import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, sectionOf } from '../protocol/frames-more.test-data';
import { framesAtEveryCut, framesIn, splitStream } from '../protocol/splitter-check.test-data';
import { RuptelaFrameSplitter } from './ruptela-frame-splitter';
import { ruptelaProtocol } from './ruptela-protocol';

interface CommandCase {
  params: { KEY_DATA: string };
  expected_hex: string;
}

const context = { identity: '123456789012345', serial: 1, now: new Date('2026-01-01T00:00:00Z') };
/** The frames whose length field matches their size, as a device sends them. */
const wireFrames = framesOf('ruptela')
  .map(bytesOf)
  .filter((f) => f.readUInt16BE(0) + 4 === f.length);

describe('Ruptela commands', () => {
  it.each(sectionOf<CommandCase>('ruptela_commands'))(
    'custom "$params.KEY_DATA" is sent as Traccar sends it',
    (c) => {
      const bytes = ruptelaProtocol.commands?.encode({ type: 'custom', text: c.params.KEY_DATA }, context);
      expect(bytes?.toString('hex')).toBe(c.expected_hex.toLowerCase());
    },
  );

  it('has only custom commands, which the device answers', () => {
    expect(ruptelaProtocol.commands?.encode({ type: 'engineStop' }, context)).toBeNull();
    expect(ruptelaProtocol.commands?.answers).toBe(true);
  });
});

describe('Ruptela splitter', () => {
  it.each(wireFrames.filter((f) => f.length < 200).map((f, i) => [i, f] as const))(
    'gives frame %i the same wherever TCP cuts, past garbage',
    (_, frame) => {
      const stream = Buffer.concat([Buffer.from('ffff0001', 'hex'), frame, frame]);
      for (const frames of framesAtEveryCut(() => new RuptelaFrameSplitter(), stream)) {
        expect(frames).toEqual([frame.toString('hex'), frame.toString('hex')]);
      }
    },
  );

  it('takes long frames whole and resynchronises after one whose IMEI is broken', () => {
    const long = wireFrames.find((f) => f.length > 1000) as Buffer;
    const broken = Buffer.from(long.subarray(0, 300));
    broken[2] = 0xff;
    const stream = Buffer.concat([broken, long]);
    expect(framesIn(splitStream(new RuptelaFrameSplitter(), stream))).toEqual([long.toString('hex')]);
  });
});

describe('Ruptela detection', () => {
  it.each(wireFrames.map((f, i) => [i, f] as const))(
    'recognises frame %i from its first 11 bytes',
    (_, frame) => {
      expect(ruptelaProtocol.detect(frame.subarray(0, 64))).toBe('yes');
      expect(ruptelaProtocol.detect(frame.subarray(0, 6))).toBe('more');
    },
  );

  it.each([
    ['Teltonika handshake', '000f333536333037303432343431303133'],
    ['Teltonika AVL data', '000000000000003608010000016b40d8ea30'],
    ['GT06 login', '78780d01035341358812345600018cdd0d0a'],
    ['JT/T 808', '7e0100002d013511221122000500000000'],
    ['H02', Buffer.from('*HQ,4210051415,V1,164549').toString('hex')],
    ['Meitrack', Buffer.from('$$A130,862170013556541,AAA,35,').toString('hex')],
    ['an IMEI that is too short', '002e0000000000000001010203'],
  ])('does not claim %s', (_, headHex) => {
    expect(ruptelaProtocol.detect(Buffer.from(headHex, 'hex'))).toBe('no');
  });
});
