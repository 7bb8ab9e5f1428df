import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, checkBudget, navganBudget } from './bundle-budget';

const root = '/app/apps/web';

function chunk(fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    code: 'export const x = 1;',
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds: [],
    ...parts,
  };
}

/** An entry, the login page, the shell and a map route loaded on demand. */
function app(overrides: Record<string, Partial<BuiltChunk>> = {}): BuiltChunk[] {
  const base: Record<string, Partial<BuiltChunk>> = {
    'index.js': { isEntry: true, imports: ['vendor.js'], moduleIds: [`${root}/src/main.tsx`] },
    'vendor.js': { moduleIds: [`${root}/node_modules/react-dom/index.js`] },
    'login.js': {
      facadeModuleId: `${root}/src/features/auth/login-page.tsx`,
      imports: ['vendor.js', 'fields.js'],
    },
    'fields.js': { moduleIds: [`${root}/src/lib/i18n/field-error-text.ts`] },
    'layout.js': { facadeModuleId: `${root}/src/app/layout/app-layout.tsx`, imports: ['vendor.js'] },
    'map.js': {
      facadeModuleId: `${root}/src/features/live/live-map-page.tsx`,
      moduleIds: [`${root}/node_modules/maplibre-gl/dist/maplibre-gl.js`],
    },
  };
  return Object.entries({ ...base, ...overrides }).map(([name, parts]) =>
    chunk(name, { ...base[name], ...parts }),
  );
}

describe('the login route budget', () => {
  it('passes a login route of a few chunks and reports its gzip size', () => {
    const report = checkBudget(app());
    expect(report.problems).toEqual([]);
    expect(report.loginGzipBytes).toBeGreaterThan(0);
  });

  it('fails when what the login route loads is over 250 KB gzipped', () => {
    // Random bytes do not compress: 260 KB of them stays above the budget.
    const heavy = randomBytes(260 * 1024).toString('base64');
    const report = checkBudget(app({ 'fields.js': { code: heavy } }));
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatch(
      /login route loads 2[5-9]\d\.\d KB of gzipped JavaScript, over its budget of 250\.0 KB/,
    );
  });

  it('counts chunks imported by chunks the login page imports', () => {
    const heavy = randomBytes(260 * 1024).toString('base64');
    const report = checkBudget(app({ 'fields.js': { imports: ['deep.js'] }, 'deep.js': { code: heavy } }));
    expect(report.loginGzipBytes).toBeGreaterThan(navganBudget.loginMaxGzipBytes);
  });

  it('names date libraries and the shell found in the login route', () => {
    const report = checkBudget(
      app({
        'fields.js': {
          moduleIds: [
            `${root}/node_modules/date-fns-jalali/format.js`,
            `${root}/src/app/layout/side-menu.tsx`,
          ],
        },
      }),
    );
    expect(report.problems).toEqual([
      "the login route's initial load contains /node_modules/date-fns-jalali/ (fields.js)",
      "the login route's initial load contains /src/app/layout/ (fields.js)",
    ]);
  });

  it('refuses map or chart code that the shell loads on every route, not what a route loads on demand', () => {
    expect(checkBudget(app()).problems).toEqual([]);
    const report = checkBudget(app({ 'layout.js': { imports: ['vendor.js', 'map.js'] } }));
    expect(report.problems).toEqual(['the shell loads /node_modules/maplibre-gl/ (map.js) on every route']);
  });
});
