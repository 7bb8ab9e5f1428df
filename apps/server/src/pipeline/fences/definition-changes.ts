/**
 * "A company's fences (or rules) changed": the API emits it after a write commits, the
 * evaluation's caches listen and reload that company on its next position. In one process; a
 * second process picks changes up through its cache's time limit.
 */
export class CompanyChanges {
  private readonly listeners = new Set<(companyId: number) => void>();

  on(listener: (companyId: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(companyId: number): void {
    for (const listener of this.listeners) listener(companyId);
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
