import type { Plugin } from 'vite';

/** A build id: NAVGAN_BUILD_ID when the release sets one, else the build time plus a random tail. */
export function makeBuildId(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const fromEnv = env.NAVGAN_BUILD_ID?.trim();
  if (fromEnv) return fromEnv;
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Writes `version.json` ({ "version": id }) beside the built app and injects the same id as
 * `__APP_VERSION__`, so a running tab can tell that a newer build has been deployed.
 */
export function versionFile(buildId: string = makeBuildId()): Plugin {
  return {
    name: 'navgan-version-file',
    config: () => ({ define: { __APP_VERSION__: JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: buildId })}\n`,
      });
    },
  };
}
