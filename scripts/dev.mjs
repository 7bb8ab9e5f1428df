// `npm run dev`: the server with reload and the Vite dev server (which proxies /api to it).
import { spawn } from 'node:child_process';
import { repoRoot } from './build-state.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@navgan/server'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@navgan/web'], { cwd: repoRoot, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
