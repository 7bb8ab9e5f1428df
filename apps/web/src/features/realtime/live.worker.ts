/// <reference lib="webworker" />
import type { LiveFeature } from '@navgan/domain/live-feature';
import { digestLive, offlineVehicles } from './live-digest';
import type { LiveFetched, LiveWorkerAnswer, LiveWorkerAsk } from './live-worker-client';

/**
 * The live map's worker: fetches each `trackings/` answer (several MB for 10,000 vehicles) with
 * the page's URL and headers, keeps it, and gives the page only its digest; a single vehicle's
 * feature and the not-updated rows on request.
 */
declare const self: DedicatedWorkerGlobalScope;

let latest: LiveFeature[] = [];
let byId = new Map<number, LiveFeature>();
const inFlight = new Map<number, AbortController>();

async function fetched(ask: Extract<LiveWorkerAsk, { type: 'fetch' }>): Promise<LiveFetched | null> {
  const controller = new AbortController();
  inFlight.set(ask.seq, controller);
  try {
    const response = await fetch(ask.url, { headers: ask.headers, signal: controller.signal });
    // 202 (held) and failures go back whole: the API client reads them as usual.
    if (!response.ok || response.status === 202) {
      return {
        seq: ask.seq,
        status: response.status,
        statusText: response.statusText,
        contentType: response.headers.get('content-type'),
        body: await response.text(),
      };
    }
    const features = (await response.json()) as LiveFeature[];
    latest = features;
    byId = new Map(features.map((f) => [f.id, f]));
    return { seq: ask.seq, status: response.status, snapshot: digestLive(features) };
  } catch (error) {
    if (controller.signal.aborted) return null;
    throw error;
  } finally {
    inFlight.delete(ask.seq);
  }
}

async function answer(ask: LiveWorkerAsk): Promise<void> {
  try {
    if (ask.type === 'fetch') {
      const result = await fetched(ask);
      if (!result) return;
      // The points' numbers are transferred, not copied.
      self.postMessage(result, 'snapshot' in result ? [result.snapshot.points.values.buffer] : []);
      return;
    }
    let reply: LiveWorkerAnswer;
    if (ask.type === 'abort') {
      inFlight.get(ask.of)?.abort();
      return;
    }
    if (ask.type === 'offline') reply = { seq: ask.seq, offline: offlineVehicles(latest) };
    else reply = { seq: ask.seq, vehicle: byId.get(ask.id) ?? null };
    self.postMessage(reply);
  } catch (error) {
    self.postMessage({ seq: ask.seq, error: String(error) } satisfies LiveWorkerAnswer);
  }
}

self.onmessage = (event: MessageEvent<LiveWorkerAsk>) => void answer(event.data);
