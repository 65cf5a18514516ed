import { availableParallelism } from 'node:os';
import { ROOT } from './lib/prepare';
import { runCommand } from './lib/run';

/**
 * `npm run typecheck`: each TypeScript project checked by its own tsc, as many at once as there are cores (one tsc
 * is single-threaded), the longest first so that the last to start is a short one. Fails naming every project with
 * errors, after all of them ran.
 */
const PROJECTS = ['apps/server', 'apps/web', 'tsconfig.json', 'apps/sandbox', 'packages/domain'];

const failed: string[] = [];
const queue = [...PROJECTS];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      await runCommand('npx', ['tsc', '-p', project], { cwd: ROOT }).catch(() => failed.push(project));
    }
  }),
);
if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}`);
  process.exit(1);
}
