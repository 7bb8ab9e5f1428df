import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the budget reads of a built JavaScript chunk (a subset of Rollup/Rolldown's output chunk). */
export interface BuiltChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

export interface BudgetRules {
  /** Gzip bytes the login route may download before the form shows. */
  loginMaxGzipBytes: number;
  /** The lazily loaded module that renders /login. */
  loginPage: string;
  /** The lazily loaded shell every signed-in route renders in. */
  shell: string;
  /** Module paths that must not be in the login route's initial load. */
  notOnLogin: string[];
  /** Module paths that must load only with the routes that use them (never with the shell). */
  onlyOnTheirRoutes: string[];
}

export const navganBudget: BudgetRules = {
  loginMaxGzipBytes: 250 * 1024,
  loginPage: '/src/features/auth/login-page.tsx',
  shell: '/src/app/layout/app-layout.tsx',
  notOnLogin: [
    '/src/app/layout/',
    '/src/lib/resource/',
    '/src/ui-kit/',
    '/node_modules/@mui/x-date-pickers/',
    '/node_modules/date-fns/',
    '/node_modules/date-fns-jalali/',
    '/node_modules/react-hook-form/',
  ],
  onlyOnTheirRoutes: [
    '/node_modules/maplibre-gl/',
    '/node_modules/terra-draw',
    '/node_modules/@mui/x-charts/',
  ],
};

/** A chunk and every chunk it imports statically: what the browser loads before running it. */
export function staticClosure(start: BuiltChunk, chunks: Map<string, BuiltChunk>): BuiltChunk[] {
  const seen = new Map<string, BuiltChunk>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...seen.values()];
}

const normalise = (id: string) => id.replaceAll('\\', '/');

function chunkOf(module: string, chunks: BuiltChunk[]): BuiltChunk | undefined {
  return chunks.find((chunk) => chunk.facadeModuleId && normalise(chunk.facadeModuleId).endsWith(module));
}

export interface BudgetReport {
  loginGzipBytes: number;
  problems: string[];
}

/**
 * The login route's initial JavaScript is the entry with its static imports plus the login page's
 * chunk with its own (the router loads it at once): its gzip size must stay within the budget,
 * and it must not contain the shell, the resource layer or the date libraries. Map and chart
 * code must not come with the entry or the shell, so only the routes that import them load it.
 */
export function checkBudget(list: BuiltChunk[], rules: BudgetRules = navganBudget): BudgetReport {
  const chunks = new Map(list.map((chunk) => [chunk.fileName, chunk]));
  const problems: string[] = [];
  const entry = list.find((chunk) => chunk.isEntry);
  const login = chunkOf(rules.loginPage, list);
  const shell = chunkOf(rules.shell, list);
  if (!entry) problems.push('no entry chunk');
  if (!login) problems.push(`no chunk for ${rules.loginPage}`);
  if (!shell) problems.push(`no chunk for ${rules.shell}`);
  if (!entry || !login || !shell) return { loginGzipBytes: 0, problems };

  const loginRoute = new Map<string, BuiltChunk>();
  for (const chunk of [...staticClosure(entry, chunks), ...staticClosure(login, chunks)]) {
    loginRoute.set(chunk.fileName, chunk);
  }
  let loginGzipBytes = 0;
  for (const chunk of loginRoute.values()) loginGzipBytes += gzipSync(chunk.code, { level: 9 }).length;
  if (loginGzipBytes > rules.loginMaxGzipBytes) {
    problems.push(
      `the login route loads ${kb(loginGzipBytes)} KB of gzipped JavaScript, over its budget of ${kb(rules.loginMaxGzipBytes)} KB`,
    );
  }
  const offending = (set: Iterable<BuiltChunk>, paths: string[]) => {
    const found = new Set<string>();
    for (const chunk of set) {
      for (const id of chunk.moduleIds.map(normalise)) {
        const path = paths.find((p) => id.includes(p));
        if (path) found.add(`${path} (${chunk.fileName})`);
      }
    }
    return [...found];
  };
  for (const found of offending(loginRoute.values(), [...rules.notOnLogin, ...rules.onlyOnTheirRoutes])) {
    problems.push(`the login route's initial load contains ${found}`);
  }
  const shellLoad = [...staticClosure(entry, chunks), ...staticClosure(shell, chunks)];
  for (const found of offending(shellLoad, rules.onlyOnTheirRoutes)) {
    problems.push(`the shell loads ${found} on every route`);
  }
  return { loginGzipBytes, problems };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Fails the build when the login route's JavaScript breaks its budget (see checkBudget). */
export function bundleBudget(rules: BudgetRules = navganBudget): Plugin {
  return {
    name: 'navgan-bundle-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          code: output.code,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          imports: output.imports,
          moduleIds: [...output.moduleIds],
        });
      }
      const report = checkBudget(chunks, rules);
      if (report.problems.length > 0) this.error(`bundle budget: ${report.problems.join('; ')}`);
      console.log(
        `login route: ${kb(report.loginGzipBytes)} KB of gzipped JavaScript (budget ${kb(rules.loginMaxGzipBytes)} KB)`,
      );
    },
  };
}
