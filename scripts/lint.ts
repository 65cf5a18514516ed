import { availableParallelism } from 'node:os';
import madge from 'madge';
import { ROOT } from './lib/prepare';
import { runCommand } from './lib/run';

/**
 * `npm run lint`: the checks that read the code without running it, each failing on its first finding. Prettier's
 * format, ESLint (eslint.config.js; a warning fails too), and no import circles: two files that import each other,
 * directly or through others, are one module in two files, so a circle is a shared type waiting for its own home.
 * `npm test` runs this first.
 */
const CIRCLE_ROOTS = [
  { path: 'apps/server/src', tsConfig: 'apps/server/tsconfig.json' },
  { path: 'apps/web/src', tsConfig: 'apps/web/tsconfig.json' },
  { path: 'apps/sandbox/src', tsConfig: 'apps/sandbox/tsconfig.json' },
  { path: 'packages/domain/src', tsConfig: 'packages/domain/tsconfig.json' },
  { path: 'scripts', tsConfig: 'tsconfig.json' },
  { path: 'e2e', tsConfig: 'tsconfig.json' },
];

await runCommand('npx', ['prettier', '--check', '--log-level', 'warn', '.'], { cwd: ROOT });
// One linting thread per core: type-aware rules make ESLint the longest check (77 s on one thread, 66 s on two cores).
await runCommand('npx', ['eslint', '--max-warnings', '0', '--concurrency', String(availableParallelism()), '.'], { cwd: ROOT });

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
  process.exit(1);
}
console.log('No import circles.');
