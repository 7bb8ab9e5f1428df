import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const started: ChildProcess[] = [];

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the real entry point (embedded database in `dataDir`) as a separate process. */
function startServer(dataDir: string, port: number): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NAVGAN_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TELTONIKA_PORT: '0',
      GT06_PORT: '0',
      H02_PORT: '0',
      TK103_PORT: '0',
      JT808_PORT: '0',
      WIALON_PORT: '0',
      QUECLINK_PORT: '0',
      MEITRACK_PORT: '0',
      RUPTELA_PORT: '0',
      AUTO_PORT: '0',
      OSMAND_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function login(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/users/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'navgan-demo' }),
  });
  return response.status;
}

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('server process', () => {
  it('prints the demo login, shuts down cleanly on Ctrl-C and starts again on the same data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'navgan-main-'));
    const port = 18_500 + Math.floor(Math.random() * 400);

    const first = startServer(dataDir, port);
    await waitFor(() => first.output().includes('Navgan is running'), 'first start');
    expect(first.output()).toContain('username "admin"  password "navgan-demo"');
    expect(await login(port)).toBe(200);

    // A second process must not open the same embedded database.
    const intruder = startServer(dataDir, port + 1);
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('in use by another Navgan process');

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);

    const second = startServer(dataDir, port);
    await waitFor(() => second.output().includes('Navgan is running'), 'restart');
    expect(await login(port)).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
