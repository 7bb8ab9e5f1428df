/// <reference lib="webworker" />
import type { LiveFeature } from '@navgan/domain/live-feature';
import { clusterPoints, expansionZoom, type PointCluster, packClusters } from './live-clusters';
import { digestLive, offlineVehicles, packPoints } from './live-digest';
import type { LiveFetched, LiveWorkerAnswer, LiveWorkerAsk } from './live-worker-client';

/**
 * The live map's worker: fetches each `trackings/` answer (several MB for 10,000 vehicles) with
 * the page's URL and headers, keeps it, and gives the page only its digest; on request the map's
 * points clustered for a zoom, a cluster's expansion zoom, a single vehicle's feature and the
 * not-updated rows.
 */
declare const self: DedicatedWorkerGlobalScope;

let latest: LiveFeature[] = [];
let byId = new Map<number, LiveFeature>();
let points: Float64Array = new Float64Array();
/** The clusters last handed to the page, with the zoom they were made for (cluster clicks). */
let shown: { zoom: number; clusters: PointCluster[] } = { zoom: 0, clusters: [] };
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
    points = packPoints(features);
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
      self.postMessage(result);
      return;
    }
    if (ask.type === 'view') {
      const { singles, clusters } = clusterPoints(points, ask.zoom);
      shown = { zoom: ask.zoom ?? 0, clusters };
      const packed = packClusters(clusters);
      // The numbers are transferred, not copied.
      self.postMessage({ seq: ask.seq, singles, clusters: packed } satisfies LiveWorkerAnswer, [
        singles.buffer,
        packed.buffer,
      ]);
      return;
    }
    let reply: LiveWorkerAnswer;
    if (ask.type === 'abort') {
      inFlight.get(ask.of)?.abort();
      return;
    }
    if (ask.type === 'expand') {
      const cluster = shown.clusters[ask.index];
      reply = { seq: ask.seq, zoom: cluster ? expansionZoom(points, cluster, shown.zoom) : shown.zoom + 1 };
    } else if (ask.type === 'offline') reply = { seq: ask.seq, offline: offlineVehicles(latest) };
    else reply = { seq: ask.seq, vehicle: byId.get(ask.id) ?? null };
    self.postMessage(reply);
  } catch (error) {
    self.postMessage({ seq: ask.seq, error: String(error) } satisfies LiveWorkerAnswer);
  }
}

self.onmessage = (event: MessageEvent<LiveWorkerAsk>) => void answer(event.data);
