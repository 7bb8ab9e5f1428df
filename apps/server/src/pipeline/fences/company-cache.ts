/**
 * A value per company, loaded on first use, dropped by `invalidate` (after a write) or when older
 * than `ttlMs` (writes made by another process). Concurrent callers share one load.
 */
export class CompanyCache<T> {
  private readonly entries = new Map<number, { at: number; value: Promise<T>; generation: number }>();
  private generation = 0;

  constructor(
    private readonly load: (companyId: number) => Promise<T>,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(companyId: number): Promise<T> {
    const entry = this.entries.get(companyId);
    if (entry && this.now() - entry.at < this.ttlMs) return entry.value;
    const generation = ++this.generation;
    const value = this.load(companyId);
    this.entries.set(companyId, { at: this.now(), value, generation });
    value.catch(() => {
      if (this.entries.get(companyId)?.generation === generation) this.entries.delete(companyId);
    });
    return value;
  }

  invalidate(companyId: number): void {
    this.entries.delete(companyId);
  }
}
