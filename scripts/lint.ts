import { LINT_CHECKS, runChecks } from './lib/checks';

/**
 * `npm run lint`: Prettier's format, ESLint (eslint.config.js; a warning fails too) and no import circles, side by side
 * (scripts/lib/checks.ts). `npm test` runs them with the type check as its first step.
 */
await runChecks(LINT_CHECKS).catch((error: Error) => {
  console.error(`Lint ${error.message}`);
  process.exit(1);
});
