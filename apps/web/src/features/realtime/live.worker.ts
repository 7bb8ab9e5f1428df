/// <reference lib="webworker" />
import type { LiveFeature } from '@navgan/domain/live-feature';
import { digestLive, offlineVehicles } from './live-digest';
import type { LiveWorkerAnswer, LiveWorkerAsk } from './live-worker-client';

/**
 * The live map's worker: reads each `trackings/` answer (several MB for 10,000 vehicles), keeps
 * it, and gives the page only its digest; a single vehicle's feature and the not-updated rows on
 * request.
 */
declare const self: DedicatedWorkerGlobalScope;

const decoder = new TextDecoder();
let latest: LiveFeature[] = [];
let byId = new Map<number, LiveFeature>();

self.onmessage = (event: MessageEvent<LiveWorkerAsk>) => {
  const ask = event.data;
  let answer: LiveWorkerAnswer;
  try {
    if (ask.type === 'digest') {
      const features = JSON.parse(decoder.decode(ask.body)) as LiveFeature[];
      latest = features;
      byId = new Map(features.map((f) => [f.id, f]));
      answer = { seq: ask.seq, snapshot: digestLive(features) };
    } else if (ask.type === 'offline') {
      answer = { seq: ask.seq, offline: offlineVehicles(latest) };
    } else {
      answer = { seq: ask.seq, vehicle: byId.get(ask.id) ?? null };
    }
  } catch (error) {
    answer = { seq: ask.seq, error: String(error) };
  }
  self.postMessage(answer);
};
