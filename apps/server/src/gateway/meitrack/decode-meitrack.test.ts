import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, type MoreFrameCase } from '../protocol/frames-more.test-data';
import { expectAsTraccar, RECEIVED_AT } from '../protocol/traccar-expectations.test-data';
import type { DecodeContext, DecodeOutcome } from '../protocol/tracker-protocol';
import { meitrackChecksum } from './meitrack-checksum';
import { meitrackProtocol } from './meitrack-protocol';

const cases = framesOf('meitrack');
const context = (lenient: boolean): DecodeContext => ({
  lenient,
  receivedAt: RECEIVED_AT,
  clockOffsetMinutes: 0,
});
const decode = (c: MoreFrameCase, lenient: boolean): DecodeOutcome =>
  meitrackProtocol.session().decode(bytesOf(c), context(lenient));

/** The `*XX` trailer as an independent reading sees it: 'ok', 'bad', or 'none'. */
function trailerOf(frame: Buffer): 'ok' | 'bad' | 'none' {
  const text = frame.toString('latin1').replace(/\r\n$/, '');
  const match = /\*([0-9A-Fa-f]{2})$/.exec(text);
  if (!match) return 'none';
  return meitrackChecksum(frame, 0, text.length - 2) === match[1]?.toUpperCase() ? 'ok' : 'bad';
}

describe('Meitrack frames from Traccar’s test suite', () => {
  it('has its frames', () => {
    expect(cases.length).toBeGreaterThanOrEqual(35);
  });

  it.each(cases.map((c, i) => [i, c.note, c] as const))('frame %i: %s', (_, __, c) => {
    expectAsTraccar(c, decode(c, true));
  });

  it.each(cases.map((c, i) => [i, c] as const))(
    'strict mode refuses a bad checksum, else reads as lenient: %i',
    (_, c) => {
      const trailer = trailerOf(bytesOf(c));
      const strict = decode(c, false);
      if (trailer === 'ok') expect(strict).toEqual(decode(c, true));
      else if (trailer === 'bad') expect(strict).toMatchObject({ ok: false, reason: 'crc' });
    },
  );
});

describe('Meitrack replies and answers', () => {
  const imei = '861451040910625';

  it('answers a heartbeat at once, before the device is looked up', () => {
    const outcome = meitrackProtocol.session().decode(Buffer.from(`$$z27,${imei},AAC,1*D3`), context(false));
    const body = `@@z27,${imei},AAC,1*`;
    expect(outcome.ok && outcome.immediateReply?.toString()).toBe(
      `${body}${meitrackChecksum(Buffer.from(body))}\r\n`,
    );
    expect(outcome.ok && outcome.positions).toEqual([]);
  });

  it('acknowledges a CCC batch with its record count, after commit', () => {
    const ccc = cases.find((c) => c.message_type === 'CCC') as MoreFrameCase;
    const outcome = decode(ccc, true);
    const count = outcome.ok ? outcome.positions.length : 0;
    const imeiOf = bytesOf(ccc).toString('latin1').split(',')[1];
    const flag = bytesOf(ccc).toString('latin1')[2];
    const body = `@@${flag}${27 + Math.floor(count / 10)},${imeiOf},CCC,${count}*`;
    expect(outcome.ok && outcome.reply?.toString()).toBe(`${body}${meitrackChecksum(Buffer.from(body))}\r\n`);
  });

  it('reports an answer to a command with its text', () => {
    const outcome = meitrackProtocol
      .session()
      .decode(Buffer.from('$$u28,864606044993987,D82,0*D6'), context(false));
    expect(outcome.ok && outcome.commandAnswer).toEqual({ text: 'D82,0', success: true });
  });

  it('reads AAA times in UTC, or in the device’s clock offset', () => {
    const c = cases.find((x) => x.expect.exact !== undefined && x.message_type === 'AAA') as MoreFrameCase;
    const shifted = meitrackProtocol
      .session()
      .decode(bytesOf(c), { ...context(true), clockOffsetMinutes: 60 });
    expect(shifted.ok && shifted.positions[0]?.fixTime.toISOString()).toBe('2015-07-30T17:48:34.000Z');
  });
});
