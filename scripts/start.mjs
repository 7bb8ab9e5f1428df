// `npm start`: builds what is missing or out of date, then runs the server (embedded database,
// demo company and fleet on first start unless configured otherwise).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, serverIsStale, webIsStale } from './build-state.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (webIsStale()) {
  console.log('Building the web app...');
  run('npm', ['run', 'build', '--silent', '-w', '@navgan/web']);
  run(process.execPath, ['scripts/precompress.mjs', 'apps/web/dist']);
}
if (serverIsStale()) {
  console.log('Building the server...');
  run('npm', ['run', 'build', '--silent', '-w', '@navgan/server']);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(repoRoot, 'apps/server/dist/main.js')],
  {
    cwd: repoRoot,
    stdio: 'inherit',
  },
);
// Ctrl-C reaches the server directly (same process group); SIGTERM from a supervisor is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
