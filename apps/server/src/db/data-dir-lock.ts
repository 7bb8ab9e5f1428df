import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database must have one process only: two would corrupt it. A pid file in the data
 * directory guards it; a file left by a process that no longer runs (a crash) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'navgan.pid');
  const holder = readPid(file);
  if (holder && holder !== process.pid && isRunning(holder)) {
    throw new Error(
      `The data directory ${dataDir} is in use by another Navgan process (pid ${holder}). ` +
        'Stop it first, or set NAVGAN_DATA_DIR to another directory.',
    );
  }
  writeFileSync(file, String(process.pid));
  return () => {
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  };
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
