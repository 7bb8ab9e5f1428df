// `npm test`: every suite, with one closing line that counts them all.
//   unit + API (Vitest: domain, server on PGlite, web)   always
//   API again on PostgreSQL                              when TEST_DATABASE_URL is set, at the
//                                                        same time as the browser suite
//   cluster (three real nodes each, HAProxy)              when TEST_NATS_URL is set too, after
//                                                        the PostgreSQL run, beside the browsers
//   browser (Playwright on the built app)                when a Chromium is found
// `--suite unit|api|e2e` runs one of them (api uses TEST_DATABASE_URL when it is set).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './build-state.mjs';
import { findChromium } from './find-chromium.mjs';

const suiteArg = process.argv.indexOf('--suite');
const only = suiteArg > 0 ? process.argv[suiteArg + 1] : 'all';
const reportDir = mkdtempSync(path.join(tmpdir(), 'navgan-test-report-'));
const results = [];
/** Wall time of each step, printed with the summary: [label, seconds]. */
const timings = [];
const since = (started) => Math.round((Date.now() - started) / 1000);

function run(command, args, env) {
  return (
    spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  );
}

function vitest(label, args, env) {
  const started = Date.now();
  const out = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const status = run(
    path.join(repoRoot, 'node_modules/.bin/vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  timings.push([label, since(started)]);
  countVitest(label, out, status);
}

/** The same in the background, its output kept until it ends: resolves when it is counted. */
function vitestAside(label, args, env) {
  const started = Date.now();
  const out = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    const done = (status) => {
      timings.push([label, since(started)]);
      process.stdout.write(`\n== ${label}\n${output}`);
      countVitest(label, out, status ?? 1);
      resolve();
    };
    child.on('close', done);
    child.on('error', () => done(1));
  });
}

function countVitest(label, out, status) {
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    results.push({
      label,
      passed: report.numPassedTests,
      failed: report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0),
      skipped: report.numPendingTests + report.numTodoTests,
      failures: report.testResults.flatMap((file) => [
        ...file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => failure(file.name, test.fullName, test.failureMessages?.[0])),
        // A file that failed outside any test (an import, a hook) has no failed test to name.
        ...(file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')
          ? [failure(file.name, '(the file itself)', file.message)]
          : []),
      ]),
    });
  } catch {
    results.push({ label, passed: 0, failed: 1, skipped: 0, note: 'the runner crashed before reporting' });
  }
}

/** A failed test as the summary names it: where, which, and the first line of why. */
function failure(file, name, message = '') {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colours are taken out
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const why = plain.split('\n').find((line) => line.trim()) ?? '';
  return `${path.relative(repoRoot, file)} › ${name}${why ? `\n      ${why.trim().slice(0, 300)}` : ''}`;
}

/** Builds, calls `afterBuild` (the PostgreSQL run starts beside the browsers then), runs the browser suite. */
async function playwright(afterBuild = () => {}) {
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
  // Not spawnSync: the PostgreSQL run's output is read meanwhile.
  const buildStarted = Date.now();
  const built = await new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('close', (status) => resolve(status === 0));
    child.on('error', () => resolve(false));
  });
  timings.push(['build', since(buildStarted)]);
  afterBuild(built);
  if (!built) {
    results.push({ label: 'browser (Playwright)', passed: 0, failed: 1, skipped: 0, note: 'build failed' });
    return;
  }
  // One run for both projects (each its own server and database): they share the workers, and
  // the live project's waits for its fleet overlap the quiet project's files.
  const browserStarted = Date.now();
  const runs = [await playwrightProject(undefined, chromium, true)];
  timings.push(['browser (Playwright)', since(browserStarted)]);
  const counts = runs.map(({ out, status }) => {
    try {
      const { stats } = JSON.parse(readFileSync(out, 'utf8'));
      return {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0),
        skipped: stats.skipped,
        failures: playwrightFailures(JSON.parse(readFileSync(out, 'utf8'))),
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
    failures: counts.flatMap((c) => c.failures ?? []),
  });
}

/** The tests Playwright reports as failed after their retries, walked out of its nested suites. */
function playwrightFailures(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          found.push(
            failure(
              path.join(repoRoot, 'e2e/tests', spec.file ?? suite.file ?? ''),
              [...titles, spec.title, `(${test.projectName})`].join(' › '),
              last?.error?.message,
            ),
          );
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** Playwright in its own process (one project, or all when `project` is undefined); resolves with its JSON report path and exit status. */
function playwrightProject(project, chromium, showProgress) {
  const out = path.join(reportDir, `playwright-${project ?? 'all'}.json`);
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
        ...(project ? { E2E_PROJECT: project } : {}),
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

/**
 * The server test files that open a database (directly or through the test app and fixtures):
 * the PostgreSQL run needs only these; the others (decoders, pure logic) gave their answer on
 * PGlite already and would give the same one again.
 */
function databaseTestFiles() {
  const root = path.join(repoRoot, 'apps/server/src');
  const opensDatabase =
    /openPreparedTestDatabase|openTestDatabase|createTestApp|TEST_DATABASE_URL|test\/(test-database|test-app|fleet-fixtures|fleet-unit|prepared-database|company-totals|rebuild-job)'/;
  return readdirSync(root, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => opensDatabase.test(readFileSync(path.join(root, file), 'utf8')))
    .filter((file) => !clusterNodeFile.test(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => path.join('apps/server/src', file));
}

/** Test files that start whole cluster nodes (three processes each): run on their own, last. */
const clusterNodeFile = /startClusterNode|startHaproxiedCluster/;
function clusterTestFiles() {
  const root = path.join(repoRoot, 'apps/server/src');
  return readdirSync(root, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => clusterNodeFile.test(readFileSync(path.join(root, file), 'utf8')))
    .map((file) => path.join('apps/server/src', file));
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (only === 'all' || only === 'unit') vitest('unit + API on PGlite', [], { TEST_DATABASE_URL: '' });
if (only === 'api') vitest(postgresUrl ? 'API on PostgreSQL' : 'API on PGlite', ['--project', 'server']);
// The PostgreSQL run does not wait for the browser suite: one Vitest worker runs it beside the
// browsers (measured in docs/metrics.md, CI time), its output printed when it ends. It starts once
// the build is there: the cluster tests look at the built panel in a browser.
let postgresRun;
/** Test files that start whole cluster nodes: after the PostgreSQL run, on its one worker. */
const clusterRun = (built) =>
  process.env.TEST_NATS_URL
    ? vitestAside(
        'cluster (PostgreSQL, NATS, HAProxy)',
        ['--project', 'server', '--maxWorkers', '1', ...clusterTestFiles()],
        { NAVGAN_TEST_BUILT_SERVER: built ? '1' : '0' },
      )
    : Promise.resolve();
const startPostgresRun = (built = false) => {
  if (only === 'all' && postgresUrl && !postgresRun)
    postgresRun = vitestAside(
      'API on PostgreSQL',
      ['--project', 'server', '--maxWorkers', process.env.PG_API_WORKERS ?? '1', ...databaseTestFiles()],
      // The cluster tests' nodes run the server just built instead of compiling the sources each.
      built ? { NAVGAN_TEST_BUILT_SERVER: '1' } : {},
    ).then(() => clusterRun(built));
};
if (only === 'all' || only === 'e2e') {
  const chromiumFound = Boolean(findChromium());
  if (!chromiumFound) startPostgresRun();
  await playwright(startPostgresRun);
}
startPostgresRun();
// The cluster tests start three server processes at a time: they follow the PostgreSQL run on its
// one worker, beside the browsers (which keep the other), so the two cores stay busy and neither
// suite gets a third process's worth of load.
await postgresRun;

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
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `  ${r.label}: ${f}`));
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\nWall time: ${timings.map(([label, seconds]) => `${label} ${seconds} s`).join(', ')}`);
console.log(`\ntotal: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
