// Decides whether the web app and the server bundle are older than their sources, so
// `npm start` rebuilds only what changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  const full = path.join(repoRoot, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(full)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

function isStale(output, inputs) {
  const out = path.join(repoRoot, output);
  if (!existsSync(out)) return true;
  const builtAt = statSync(out).mtimeMs;
  return inputs.some((input) => newestMtime(input) > builtAt);
}

export const webIsStale = () =>
  isStale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/domain/src',
    'package-lock.json',
  ]);

export const serverIsStale = () =>
  isStale('apps/server/dist/main.js', [
    'apps/server/src',
    'apps/server/build.mjs',
    'packages/domain/src',
    'package-lock.json',
  ]);
