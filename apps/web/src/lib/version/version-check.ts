/** How often the client asks for the deployed version. */
export const versionCheckIntervalMs = 5 * 60_000;

export function parseVersion(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const version = (body as { version?: unknown }).version;
  return typeof version === 'string' && version ? version : null;
}

/** Reads `/version.json`, bypassing every cache; null when it can't be read. */
export async function fetchDeployedVersion(
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
  now: number = Date.now(),
): Promise<string | null> {
  try {
    const response = await doFetch(`/version.json?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    return parseVersion(await response.json());
  } catch {
    return null;
  }
}

export interface VersionWatchOptions {
  current: string;
  onNewVersion(version: string): void;
  fetchVersion?: () => Promise<string | null>;
  intervalMs?: number;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Checks every `intervalMs` and whenever the tab becomes visible; calls `onNewVersion` once when
 * the deployed build differs from the running one, then stops. Returns a stop function.
 */
export function startVersionWatch(options: VersionWatchOptions): () => void {
  const fetchVersion = options.fetchVersion ?? (() => fetchDeployedVersion());
  const doc = options.doc ?? document;
  let stopped = false;
  let checking = false;

  const check = async () => {
    if (stopped || checking) return;
    checking = true;
    try {
      const deployed = await fetchVersion();
      if (!stopped && deployed && deployed !== options.current) {
        stop();
        options.onNewVersion(deployed);
      }
    } finally {
      checking = false;
    }
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? versionCheckIntervalMs);
  doc.addEventListener('visibilitychange', onVisibility);

  function stop() {
    stopped = true;
    clearInterval(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}
