// `npm run typecheck`: the TypeScript programs of the workspace, as many at once as there are cores
// (each is one single-threaded tsc; one after the other they left a core idle). Each program's
// output is printed when it ends; the exit status is non-zero when any of them fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { repoRoot } from './build-state.mjs';

// Longest first, so the short ones fill the gaps at the end.
const programs = ['apps/web', 'apps/server', 'bench', 'packages/domain', 'e2e'];
const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');

function check(program) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(tsc, ['-p', program], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const done = (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${program}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n${output}`);
      resolve(status === 0);
    };
    child.on('close', done);
    child.on('error', () => done(1));
  });
}

const queue = [...programs];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let program = queue.shift(); program; program = queue.shift()) {
      if (!(await check(program))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
