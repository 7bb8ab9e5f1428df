type Listener = () => void;

/** Counts requests in flight; the global progress bar shows while it is above zero. */
export function createLoadingStore() {
  let count = 0;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    begin(): void {
      count += 1;
      emit();
    },
    end(): void {
      count = Math.max(0, count - 1);
      emit();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): number {
      return count;
    },
  };
}

export type LoadingStore = ReturnType<typeof createLoadingStore>;

export const loadingStore = createLoadingStore();
