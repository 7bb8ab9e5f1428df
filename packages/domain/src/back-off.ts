/**
 * The wait before the next attempt after `failures` failed ones: `baseMs` doubling with each
 * failure up to `maxMs`, drawn from the upper half of that (jitter, so receivers that failed
 * together are not retried together).
 */
export function backOffMs(failures: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
