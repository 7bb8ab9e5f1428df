import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChunks, chunkRows } from './answer-chunks';
import { type AnswerEncoding, LiveAnswer } from './live-answer-cache';
import { liveRows, liveStateOf } from './live-answer-fixtures';
import { rowFeature } from './live-fleet';

const inputs = { catalog: [], liveVersion: 0, visible: null };
const answerOf = (chunks: ReturnType<typeof answerChunks>) =>
  new LiveAnswer(inputs, { chunks, validUntil: Number.POSITIVE_INFINITY }, 0);

/**
 * A `trackings/` answer is written in chunks and compressed from the chunks' own compressed
 * parts (answer-chunks.ts, chunked-compression.ts): whatever the client decodes must be the
 * features liveFeature describes, byte for byte the plain answer.
 */
describe('the chunked live answer', () => {
  const rows = liveRows(chunkRows * 3 + 17);
  const expected = JSON.stringify(rows.map(rowFeature));
  let server: http.Server;
  let port: number;
  /** The answer being served by the test server, in the encoding the request asks for. */
  let served = answerOf([]);

  beforeAll(async () => {
    server = http.createServer(async (request, response) => {
      const encoding = (request.headers['x-encoding'] ?? 'identity') as AnswerEncoding;
      const body = await served.bodyIn(encoding);
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is the JSON of the rows’ features, plain, gunzipped and brotli-decoded', async () => {
    const answer = answerOf(answerChunks(rows));
    expect(answer.chunks).toHaveLength(4);
    expect(answer.body.toString('utf8')).toBe(expected);
    expect(gunzipSync(await answer.bodyIn('gzip')).toString('utf8')).toBe(expected);
    expect(brotliDecompressSync(await answer.bodyIn('br')).toString('utf8')).toBe(expected);
  });

  it('is decoded by fetch like any compressed response', async () => {
    served = answerOf(answerChunks(rows));
    for (const encoding of ['gzip', 'br', 'identity']) {
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      expect(await response.text()).toBe(expected);
    }
  });

  it('writes and compresses again only the chunks with a change', async () => {
    const before = answerChunks(rows);
    await Promise.all([answerOf(before).bodyIn('gzip'), answerOf(before).bodyIn('br')]);
    const moved = rows.map((row, i) =>
      i === chunkRows + 5 && row.state
        ? { ...row, state: liveStateOf(row.vehicle, 99_999, { latitude: 36.25 }) }
        : row,
    );
    const after = answerOf(answerChunks(moved, before));
    expect(after.chunks.map((chunk, i) => chunk === before[i])).toEqual([true, false, true, true]);
    const now = JSON.stringify(moved.map(rowFeature));
    expect(now).not.toBe(expected);
    expect(after.body.toString('utf8')).toBe(now);
    expect(gunzipSync(await after.bodyIn('gzip')).toString('utf8')).toBe(now);
    expect(brotliDecompressSync(await after.bodyIn('br')).toString('utf8')).toBe(now);
  });

  it('answers an empty fleet with an empty list in every encoding', async () => {
    const answer = answerOf(answerChunks([]));
    expect(answer.body.toString()).toBe('[]');
    expect(gunzipSync(await answer.bodyIn('gzip')).toString()).toBe('[]');
    expect(brotliDecompressSync(await answer.bodyIn('br')).toString()).toBe('[]');
  });
});
