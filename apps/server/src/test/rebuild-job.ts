import { expect } from 'vitest';
import type { apiAs } from './api-client';

type Caller = ReturnType<typeof apiAs>;
export interface RebuildJobView {
  id: number;
  state: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  summary: Record<string, number> | null;
  error: string | null;
}

/** Asks for a rollup rebuild and waits for its background job to end; answers the ended job. */
export async function rebuildAndWait(
  caller: Caller,
  window: { start_range: string; stop_range: string },
): Promise<RebuildJobView> {
  const started = await caller.post('stats/rollups/rebuild/', window);
  expect([200, 202]).toContain(started.statusCode);
  let job = started.json() as RebuildJobView;
  while (job.state === 'queued' || job.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 20));
    job = (await caller.get(`stats/rollups/rebuild/${job.id}/`)).json() as RebuildJobView;
  }
  return job;
}
