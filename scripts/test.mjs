// `npm test`: every suite, with one closing line that counts them all.
//   unit + API (Vitest: domain, server on PGlite, web)   always
//   API again on PostgreSQL                              when TEST_DATABASE_URL is set
//   browser (Playwright on the built app)                when a Chromium is found
// `--suite unit|api|e2e` runs one of them (api uses TEST_DATABASE_URL when it is set).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './build-state.mjs';
import { findChromium } from './find-chromium.mjs';

const suiteArg = process.argv.indexOf('--suite');
const only = suiteArg > 0 ? process.argv[suiteArg + 1] : 'all';
const reportDir = mkdtempSync(path.join(tmpdir(), 'navgan-test-report-'));
const results = [];

function run(command, args, env) {
  return (
    spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  );
}

function vitest(label, args, env) {
  const out = path.join(reportDir, `${results.length}.json`);
  const status = run(
    path.join(repoRoot, 'node_modules/.bin/vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    results.push({
      label,
      passed: report.numPassedTests,
      failed: report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0),
      skipped: report.numPendingTests + report.numTodoTests,
    });
  } catch {
    results.push({ label, passed: 0, failed: 1, skipped: 0, note: 'the runner crashed before reporting' });
  }
}

async function playwright() {
  const chromium = findChromium();
  if (!chromium) {
    const bar = '!'.repeat(78);
    console.log(
      `\n${bar}\n!! BROWSER TESTS SKIPPED: no Chromium found (set CHROMIUM_PATH, or apt-get install chromium).\n!! The e2e suite did NOT run; only unit and API tests were checked.\n${bar}\n`,
    );
    results.push({
      label: 'browser (Playwright)',
      passed: 0,
      failed: 0,
      skipped: 0,
      note: 'SKIPPED: no Chromium',
    });
    return;
  }
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    results.push({ label: 'browser (Playwright)', passed: 0, failed: 1, skipped: 0, note: 'build failed' });
    return;
  }
  // The two projects have their own servers and databases, run one after the other: at once, the
  // two servers and browsers on two cores made slow pages miss their 10 s expectations.
  const runs = [];
  for (const project of ['quiet', 'live']) runs.push(await playwrightProject(project, chromium, true));
  for (const { project, output } of runs) {
    if (output) process.stdout.write(`\n== browser (Playwright), project ${project}\n${output}`);
  }
  const counts = runs.map(({ out, status }) => {
    try {
      const { stats } = JSON.parse(readFileSync(out, 'utf8'));
      return {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0),
        skipped: stats.skipped,
      };
    } catch {
      return { passed: 0, failed: 1, skipped: 0, note: 'the runner crashed before reporting' };
    }
  });
  results.push({
    label: 'browser (Playwright)',
    passed: counts.reduce((sum, c) => sum + c.passed, 0),
    failed: counts.reduce((sum, c) => sum + c.failed, 0),
    skipped: counts.reduce((sum, c) => sum + c.skipped, 0),
    note: counts.find((c) => c.note)?.note,
  });
}

/** One Playwright project in its own process; resolves with its JSON report path and exit status. */
function playwrightProject(project, chromium, showProgress) {
  const out = path.join(reportDir, `playwright-${project}.json`);
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/playwright'),
    ['test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      cwd: repoRoot,
      stdio: showProgress ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_FILE: out,
        E2E_PROJECT: project,
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ project, out, status: status ?? 1, output }));
    child.on('error', () => resolve({ project, out, status: 1, output }));
  });
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (only === 'all' || only === 'unit') vitest('unit + API on PGlite', [], { TEST_DATABASE_URL: '' });
if (only === 'api') vitest(postgresUrl ? 'API on PostgreSQL' : 'API on PGlite', ['--project', 'server']);
if (only === 'all' && postgresUrl) vitest('API on PostgreSQL', ['--project', 'server']);
if (only === 'all' || only === 'e2e') await playwright();

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.label.padEnd(24)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note ? `  (${r.note})` : ''}`,
  );
}
const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`\ntotal: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
