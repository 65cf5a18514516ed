import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import madge from 'madge';
import { ROOT } from './prepare';
import { runCommand } from './run';

/**
 * The checks that read the code without running it, and the pool that runs them: `npm run lint` (format, ESLint,
 * import circles), `npm run typecheck` (one tsc per TypeScript project) and `npm test` (all of them at once, as one
 * step). Each check is one process on one core, so the pool runs as many as there are cores, longest first: on the
 * 2-core machine, ESLint on one core while the other core runs everything else.
 */
export interface Check {
  name: string;
  run(): Promise<void>;
}

const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

/** tsc for each project, longest first (apps/server 15 s, apps/web 12 s, the root's scripts and e2e 10 s on one core). */
export const TYPE_CHECKS: Check[] = ['apps/server', 'apps/web', 'tsconfig.json', 'apps/sandbox', 'packages/domain'].map((project) => ({
  name: `Types of ${project}`,
  run: () => runCommand(bin('tsc'), ['-p', project], { cwd: ROOT }),
}));

/** eslint.config.js on one thread; a warning fails too. Type-aware rules make it the longest check (about 80 s). */
export const ESLINT: Check = {
  name: 'ESLint',
  run: () => runCommand(bin('eslint'), ['--max-warnings', '0', '.'], { cwd: ROOT }),
};

export const PRETTIER: Check = {
  name: 'Prettier',
  run: () => runCommand(bin('prettier'), ['--check', '--log-level', 'warn', '.'], { cwd: ROOT }),
};

const CIRCLE_ROOTS = [
  { path: 'apps/server/src', tsConfig: 'apps/server/tsconfig.json' },
  { path: 'apps/web/src', tsConfig: 'apps/web/tsconfig.json' },
  { path: 'apps/sandbox/src', tsConfig: 'apps/sandbox/tsconfig.json' },
  { path: 'packages/domain/src', tsConfig: 'packages/domain/tsconfig.json' },
  { path: 'scripts', tsConfig: 'tsconfig.json' },
  { path: 'e2e', tsConfig: 'tsconfig.json' },
];

/**
 * No import circles: two files that import each other, directly or through others, are one module in two files, so a
 * circle is a shared type waiting for its own home.
 */
export const IMPORT_CIRCLES: Check = {
  name: 'Import circles',
  async run() {
    const circles: string[] = [];
    for (const { path, tsConfig } of CIRCLE_ROOTS) {
      const graph = await madge(`${ROOT}/${path}`, {
        fileExtensions: ['ts', 'tsx'],
        tsConfig: `${ROOT}/${tsConfig}`,
        excludeRegExp: [/(^|\/)generated\//, /node_modules/],
        detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
      });
      circles.push(...graph.circular().map((files) => `${path}: ${files.join(' → ')}`));
    }
    if (circles.length > 0) {
      console.error(`Import circles (move what both files need into a file both import):\n  ${circles.join('\n  ')}`);
      throw new Error('import circles');
    }
  },
};

export const LINT_CHECKS = [ESLINT, PRETTIER, IMPORT_CIRCLES];

/** Every static check, ESLint first: it takes as long as all the others together, which share the other core. */
export const ALL_CHECKS = [ESLINT, ...TYPE_CHECKS, PRETTIER, IMPORT_CIRCLES];

/** Runs `checks` on a pool of one per core, in the order given; rejects naming every check that failed, after all ran. */
export async function runChecks(checks: Check[]): Promise<void> {
  const failed: string[] = [];
  const queue = [...checks];
  await Promise.all(
    Array.from({ length: Math.min(availableParallelism(), checks.length) }, async () => {
      for (let check = queue.shift(); check; check = queue.shift()) {
        const started = performance.now();
        await check.run().then(
          () => console.log(`  ${check.name}: ok (${((performance.now() - started) / 1000).toFixed(1)} s)`),
          () => failed.push(check.name),
        );
      }
    }),
  );
  if (failed.length > 0) throw new Error(`failed: ${failed.join(', ')}`);
}
