// The layers of the code, written once: `npm run lint` checks every import against them
// (depcruise) and fails on a violation. docs/architecture.md ("Layers") says why each is where.
//
// A module may import its own layer and the layers before it in its list, never a later one.
// Modules of one layer may import each other, but no file may take part in an import cycle.

/** The server, lowest first. */
const serverLayers = [
  { name: 'foundation', paths: ['config\\.ts$', 'clock\\.ts$', 'logging/', 'i18n/'] },
  { name: 'database', paths: ['db/'] },
  { name: 'http conventions', paths: ['http/', 'web/'] },
  { name: 'access', paths: ['access/'] },
  { name: 'auth', paths: ['auth/'] },
  {
    name: 'services',
    paths: [
      'cluster/',
      'live/',
      'gateway/',
      'pipeline/',
      'derive/',
      'notifications/',
      'reminders/',
      'webhooks/',
    ],
  },
  { name: 'application context', paths: ['app-context\\.ts$', 'create-context\\.ts$'] },
  { name: 'resource layer', paths: ['resources/'] },
  { name: 'reports', paths: ['reports/'] },
  { name: 'jobs', paths: ['jobs/'] },
  { name: 'demo', paths: ['demo/'] },
  { name: 'api', paths: ['api/'] },
  { name: 'entry points', paths: ['app\\.ts$', 'main\\.ts$', 'cli/'] },
];

/** The web client, lowest first. `resources/` may load a feature's screen part lazily, as the router does. */
const webLayers = [
  { name: 'lib', paths: ['lib/'] },
  { name: 'resource definitions', paths: ['resources/'] },
  { name: 'ui kit', paths: ['ui-kit/'] },
  { name: 'features', paths: ['features/'] },
  { name: 'app shell', paths: ['app/', 'main\\.tsx$'] },
];

const server = 'apps/server/src/';
const web = 'apps/web/src/';
/** Tests may reach across layers for fixtures; the layers are about what ships. */
const tests = '\\.test\\.tsx?$';

const group = (root, paths) => `^${root}(${paths.join('|')})`;

/** One rule per layer: nothing in it imports a later layer. */
function layerRules(app, root, layers, options = {}) {
  return layers.slice(0, -1).map((layer, index) => ({
    name: `${app}-layer-${layer.name.replaceAll(' ', '-')}`,
    comment: `${app}: ${layer.name} imports none of ${layers
      .slice(index + 1)
      .map((l) => l.name)
      .join(', ')}`,
    severity: 'error',
    from: { path: group(root, layer.paths), pathNot: tests },
    to: {
      path: group(
        root,
        layers.slice(index + 1).flatMap((l) => l.paths),
      ),
      ...(options[layer.name] ?? {}),
    },
  }));
}

module.exports = {
  forbidden: [
    ...layerRules('server', server, serverLayers),
    {
      name: 'server-cli-without-api',
      comment: 'server: a command runs without the HTTP API (it shares what it needs from lower layers)',
      severity: 'error',
      from: { path: `^${server}cli/` },
      to: { path: `^${server}api/` },
    },
    {
      name: 'server-demo-only-from-main',
      comment:
        'server: the demo (seed, history, simulator) is started by main.ts alone; tests and their helpers drive its devices',
      severity: 'error',
      from: { path: `^${server}`, pathNot: [tests, `^${server}(demo/|test/|main\\.ts$)`] },
      to: { path: `^${server}demo/` },
    },
    {
      name: 'server-test-helpers-only-in-tests',
      comment: 'server: test helpers (test/, *-fixtures.ts) are for tests',
      severity: 'error',
      from: { path: `^${server}`, pathNot: [tests, `^${server}test/`, 'fixtures?\\.ts$'] },
      to: { path: [`^${server}test/`, 'fixtures?\\.ts$', tests] },
    },
    ...layerRules('web', web, webLayers, {
      'resource definitions': { dependencyTypesNot: ['dynamic-import'] },
    }),
    {
      name: 'web-feature-isolation',
      comment: 'web: a feature imports no other feature (what two share goes to ui-kit/ or lib/)',
      severity: 'error',
      from: { path: `^${web}features/([^/]+)/` },
      to: { path: `^${web}features/`, pathNot: `^${web}features/$1/` },
    },
    {
      name: 'domain-imports-no-app',
      comment: 'packages/domain is shared by the server and the web: it imports neither',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      to: { path: '^(apps|e2e|bench|scripts)/' },
    },
    {
      name: 'domain-without-io',
      comment: 'packages/domain is pure: no Node built-ins outside its tests',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: tests },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'every-language-only-for-the-server',
      comment:
        'every language at once (domain messages/catalogues.ts) is for the server and tests: the web fetches the one it shows, so neither it nor the domain code it bundles imports them all',
      severity: 'error',
      from: { path: `^(${web}|packages/domain/src/)`, pathNot: [tests, `^${web}test/`] },
      to: { path: '^packages/domain/src/messages/catalogues\\.ts$' },
    },
    {
      name: 'apps-apart',
      comment: 'the server and the web meet only in packages/domain',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles (type-only imports included)',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'every relative import resolves to a file',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^\\.' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
