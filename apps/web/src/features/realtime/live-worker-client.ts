import type { LiveFeature } from '@navgan/domain/live-feature';
import type { LiveSnapshot, OfflineVehicle } from './live-digest';

export type LiveWorkerAsk =
  | { type: 'fetch'; seq: number; url: string; headers: Record<string, string> }
  | { type: 'abort'; seq: number; of: number }
  | { type: 'vehicle'; seq: number; id: number }
  /** The map's points for an integer zoom (null: clustering off). */
  | { type: 'view'; seq: number; zoom: number | null }
  /** The zoom at which a cluster of the last view splits. */
  | { type: 'expand'; seq: number; index: number }
  | { type: 'offline'; seq: number };

/** A fetched answer: digested when it succeeded, else its status and body for the API client. */
export type LiveFetched =
  | { seq: number; status: number; snapshot: LiveSnapshot }
  | { seq: number; status: number; statusText: string; contentType: string | null; body: string };

/** The map's points at a zoom, packed for the WebGL layers: the singles and the clusters. */
export interface LiveView {
  /** As `packPoints` packs them. */
  singles: Float64Array;
  /** As `packClusters` packs them; a cluster's index is the one `clusterExpansionZoom` takes. */
  clusters: Float64Array;
}

export type LiveWorkerAnswer =
  | LiveFetched
  | ({ seq: number } & LiveView)
  | { seq: number; zoom: number }
  | { seq: number; vehicle: LiveFeature | null }
  | { seq: number; offline: OfflineVehicle[] }
  | { seq: number; error: string };

let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<number, { resolve(answer: LiveWorkerAnswer): void; reject(error: Error): void }>();

function send(message: LiveWorkerAsk): void {
  if (!worker) {
    worker = new Worker(new URL('./live.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<LiveWorkerAnswer>) => {
      const answer = event.data;
      const pending = waiting.get(answer.seq);
      waiting.delete(answer.seq);
      if (!pending) return;
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(answer);
    };
  }
  worker.postMessage(message);
}

function ask(message: LiveWorkerAsk): Promise<LiveWorkerAnswer> {
  return new Promise((resolve, reject) => {
    waiting.set(message.seq, { resolve, reject });
    send(message);
  });
}

/** The digests of successful answers, found again by `digestTrackings` from the API client. */
const digests = new WeakMap<Response, LiveSnapshot>();

/**
 * The API client's fetch for `trackings/`: the live worker makes the request (same URL and
 * headers) and reads, parses and digests the multi-MB answer, so none of its bytes reach the main
 * thread. A success comes back as an empty response whose digest `digestTrackings` picks up;
 * a failure as the real status and body, for the client's usual error handling.
 */
export async function fetchInLiveWorker(url: string, init: RequestInit): Promise<Response> {
  const signal = init.signal;
  if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
  const mine = ++seq;
  const abort = () => {
    const pending = waiting.get(mine);
    waiting.delete(mine);
    send({ type: 'abort', seq: ++seq, of: mine });
    pending?.reject(new DOMException('aborted', 'AbortError'));
  };
  signal?.addEventListener('abort', abort);
  try {
    const answer = await ask({
      type: 'fetch',
      seq: mine,
      url: new URL(url, location.href).href,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    });
    if (!('status' in answer)) throw new Error('live worker: no answer to the fetch');
    if ('snapshot' in answer) {
      const response = new Response(null, { status: answer.status });
      digests.set(response, answer.snapshot);
      return response;
    }
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.contentType ? { 'content-type': answer.contentType } : {},
    });
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

/** The digest of a successful `trackings/` answer fetched by `fetchInLiveWorker`. */
export async function digestTrackings(response: Response): Promise<LiveSnapshot> {
  const snapshot = digests.get(response);
  if (!snapshot) throw new Error('live worker: no digest for this answer');
  return snapshot;
}

/** One vehicle of the last digested answer, in full (the popup, the followed vehicle). */
export async function liveVehicle(id: number): Promise<LiveFeature | null> {
  const answer = await ask({ type: 'vehicle', seq: ++seq, id });
  return 'vehicle' in answer ? answer.vehicle : null;
}

/** The not-updated vehicles of the last digested answer (their dialog's table). */
export async function liveOffline(): Promise<OfflineVehicle[]> {
  const answer = await ask({ type: 'offline', seq: ++seq });
  return 'offline' in answer ? answer.offline : [];
}

/** The last answer's points as drawn at an integer zoom (null: clustering off). */
export async function liveView(zoom: number | null): Promise<LiveView> {
  const answer = await ask({ type: 'view', seq: ++seq, zoom });
  if (!('singles' in answer)) throw new Error('live worker: no view');
  return answer;
}

/** The zoom at which a cluster of the last view splits into smaller ones. */
export async function clusterExpansionZoom(index: number): Promise<number> {
  const answer = await ask({ type: 'expand', seq: ++seq, index });
  return 'zoom' in answer ? answer.zoom : 0;
}
