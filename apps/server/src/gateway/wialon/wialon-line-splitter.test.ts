import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { framesAtEveryCut, framesIn, splitStream } from '../protocol/splitter-check.test-data';
import { WialonLineSplitter } from './wialon-line-splitter';

const frames = framesOf('wialon').map(bytesOf);

describe('Wialon IPS line splitter', () => {
  it('gives every packet of the data set, CR LF or LF ended, wherever the stream is cut', () => {
    const stream = Buffer.concat(
      frames.map((f, i) => Buffer.concat([f, Buffer.from(i % 2 ? '\n' : '\r\n')])),
    );
    const expected = frames.map((b) => b.toString('hex'));
    for (const found of framesAtEveryCut(() => new WialonLineSplitter(), stream))
      expect(found).toEqual(expected);
  });

  it('skips empty lines and waits for a line’s end', () => {
    const splitter = new WialonLineSplitter();
    expect(framesIn(splitter.push(Buffer.from('\r\n\r\n#P#')))).toEqual([]);
    expect(framesIn(splitter.push(Buffer.from('\r\n')))).toEqual([Buffer.from('#P#').toString('hex')]);
    expect(splitter.buffered).toBe(0);
  });

  it('drops a line that is too long, keeps memory bounded and resumes after it', () => {
    const splitter = new WialonLineSplitter(1000);
    const events = [];
    for (let i = 0; i < 20; i++) events.push(...splitter.push(Buffer.alloc(500, 0x41)));
    expect(splitter.buffered).toBeLessThanOrEqual(1000);
    events.push(...splitter.push(Buffer.from('\r\n#P#\r\n')));
    expect(framesIn(events)).toEqual([Buffer.from('#P#').toString('hex')]);
    expect(events.filter((e) => e.kind === 'error')).toEqual([
      { kind: 'error', reason: 'too-long', skipped: 10002 },
    ]);
    expect(framesIn(splitStream(new WialonLineSplitter(4), Buffer.from('#L#12345\r\n#P#\r\n')))).toEqual([
      Buffer.from('#P#').toString('hex'),
    ]);
  });
});
