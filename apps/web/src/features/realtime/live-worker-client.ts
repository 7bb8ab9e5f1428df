import type { LiveFeature } from '@navgan/domain/live-feature';
import type { LiveSnapshot, OfflineVehicle } from './live-digest';

export type LiveWorkerAsk =
  | { type: 'digest'; seq: number; body: ArrayBuffer }
  | { type: 'vehicle'; seq: number; id: number }
  | { type: 'offline'; seq: number };

export type LiveWorkerAnswer =
  | { seq: number; snapshot: LiveSnapshot }
  | { seq: number; vehicle: LiveFeature | null }
  | { seq: number; offline: OfflineVehicle[] }
  | { seq: number; error: string };

let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<number, { resolve(answer: LiveWorkerAnswer): void; reject(error: Error): void }>();

function ask(message: LiveWorkerAsk, transfer: Transferable[] = []): Promise<LiveWorkerAnswer> {
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
  const sent = worker;
  return new Promise((resolve, reject) => {
    waiting.set(message.seq, { resolve, reject });
    sent.postMessage(message, transfer);
  });
}

/**
 * Hands a `trackings/` answer's bytes to the live worker (transferred, not copied) and resolves
 * with its digest: the multi-MB JSON is never parsed on the main thread.
 */
export async function digestTrackings(response: Response): Promise<LiveSnapshot> {
  const body = await response.arrayBuffer();
  const answer = await ask({ type: 'digest', seq: ++seq, body }, [body]);
  if (!('snapshot' in answer)) throw new Error('live worker: no snapshot');
  return answer.snapshot;
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
