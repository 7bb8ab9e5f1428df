import { describe, expect, it } from 'vitest';
import { loadDeviceFrames } from '../gt06/device-frames.test-data';
import { detectGt06 } from '../gt06/gt06-detect';
import { framedProtocols } from '../protocol/framed-protocols';
import { bytesOf, framesOf, type MoreProtocolKey } from '../protocol/frames-more.test-data';
import { detectTeltonika } from '../teltonika/teltonika-detect';

type Detect = (head: Buffer) => 'yes' | 'no' | 'more';

const detectors: [string, Detect][] = [
  ['teltonika', detectTeltonika],
  ['gt06', detectGt06],
  ...framedProtocols.map((protocol) => [protocol.name, protocol.detect] as [string, Detect]),
];

/** Real opening bytes of each protocol's devices (the Traccar cases; Teltonika's IMEI handshake). */
const samples: [string, Buffer[]][] = [
  [
    'teltonika',
    ['356307042441013', '864717003283581'].map((imei) =>
      Buffer.concat([Buffer.from([0, 15]), Buffer.from(imei)]),
    ),
  ],
  ['gt06', loadDeviceFrames().gt06.map((c) => Buffer.from(c.hex, 'hex'))],
  ...framedProtocols.map(
    (protocol) =>
      [
        protocol.name,
        framesOf((protocol.name === 'queclink' ? 'gl200' : protocol.name) as MoreProtocolKey).map(bytesOf),
      ] as [string, Buffer[]],
  ),
];

/** What the port decides once it has `bytes`: the protocols that say yes. */
const claimants = (bytes: Buffer) =>
  detectors.filter(([, detect]) => detect(bytes) === 'yes').map(([name]) => name);

describe('recognising a connection’s protocol from its first bytes', () => {
  it.each(samples)('%s frames are claimed by %s alone', (name, frames) => {
    for (const frame of frames) {
      const claimed = claimants(frame.subarray(0, 64));
      expect(
        claimed.filter((other) => other !== name),
        frame.toString('hex'),
      ).toEqual([]);
    }
    // Every frame a device may open with is recognised (a few are fragments no device starts with).
    const recognised = frames.filter((frame) => claimants(frame.subarray(0, 64)).includes(name));
    expect(recognised.length / frames.length).toBeGreaterThan(0.9);
  });

  it('never decides on a byte it has not seen: a prefix says "more" or the same answer', () => {
    for (const [name, frames] of samples) {
      const detect = detectors.find(([other]) => other === name)?.[1] as Detect;
      for (const frame of frames.slice(0, 20)) {
        const final = detect(frame.subarray(0, 64));
        for (let cut = 1; cut < Math.min(frame.length, 64); cut++) {
          const early = detect(frame.subarray(0, cut));
          if (early !== 'more') expect(early, `${name} ${frame.toString('hex')} cut ${cut}`).toBe(final);
        }
      }
    }
  });
});
