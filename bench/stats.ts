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

export function report(
  name: string,
  figure: number,
  baselineName: string,
  baseline: number,
  unit = 'ms',
): void {
  const ratio = figure / baseline;
  console.log(
    `${name}: ${figure.toFixed(3)} ${unit}  | baseline ${baselineName}: ${baseline.toFixed(3)} ${unit}  | ratio ${ratio.toFixed(2)}`,
  );
}
