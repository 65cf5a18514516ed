import { runChecks, TYPE_CHECKS } from './lib/checks';

/**
 * `npm run typecheck`: each TypeScript project checked by its own tsc, as many at once as there are cores
 * (scripts/lib/checks.ts). Fails naming every project with errors, after all of them ran.
 */
await runChecks(TYPE_CHECKS).catch((error: Error) => {
  console.error(`Type check ${error.message}`);
  process.exit(1);
});
