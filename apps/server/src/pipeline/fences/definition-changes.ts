/** Hears a company's change; `elsewhere` when another node made it (cluster mode). */
export type CompanyChangeListener = (companyId: number, elsewhere: boolean) => void;

/**
 * "A company's fences (or rules) changed": the API emits it after a write commits, the
 * evaluation's caches listen and reload that company on its next position. In cluster mode the
 * signal also travels to every other node over the bus (cluster/definition-signals.ts), which
 * emits it there with `elsewhere` set; without a bus a second process picks changes up through
 * its cache's time limit.
 */
export class CompanyChanges {
  private readonly listeners = new Set<CompanyChangeListener>();

  on(listener: CompanyChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(companyId: number, elsewhere = false): void {
    for (const listener of this.listeners) listener(companyId, elsewhere);
  }
}

/** The two signals of a process, held by its application context. */
export interface DefinitionChanges {
  fences: CompanyChanges;
  rules: CompanyChanges;
}

export function newDefinitionChanges(): DefinitionChanges {
  return { fences: new CompanyChanges(), rules: new CompanyChanges() };
}
