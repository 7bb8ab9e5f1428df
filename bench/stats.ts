/** Percentile of a list of durations (ms), nearest-rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export async function timeEach(count: number, work: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await work();
    durations.push(performance.now() - start);
  }
  return durations;
}

export function report(name: string, figureMs: number, baselineName: string, baselineMs: number): void {
  const ratio = figureMs / baselineMs;
  console.log(
    `${name}: ${figureMs.toFixed(3)} ms  | baseline ${baselineName}: ${baselineMs.toFixed(3)} ms  | ratio ${ratio.toFixed(2)}`,
  );
}
