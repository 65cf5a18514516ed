import { existsSync } from 'node:fs';
import { enginesProblems } from './check-engines';
import { ALL_CHECKS, runChecks, type Check } from './lib/checks';
import { ensurePrismaClient, ensureWebBuild, ROOT } from './lib/prepare';
import { findPostgresBin } from './lib/postgres-cluster';
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from './lib/chromium';
import { runCommand } from './lib/run';

/**
 * `npm test`: every tier, in the order that fails fastest. Format, lint, import circles, types and the unit and
 * component tests side by side (scripts/lib/checks.ts' pool), then the integration tests (the suite on Postgres, and on
 * PGlite the suites whose behaviour rests on the database), then the built server's smoke test, then the browser
 * journeys in Chromium. Extra arguments go to vitest over every project, after the static checks alone, e.g.
 * `npm test -- --project unit`.
 */
const missing = [
  !existsSync(CHROMIUM_PATH) && `Chromium (${CHROMIUM_PATH})`,
  !existsSync(CHROMIUM_HEADLESS_SHELL_PATH) && `Chromium's headless shell (${CHROMIUM_HEADLESS_SHELL_PATH})`,
  !process.env.TEST_DATABASE_URL && !hasPostgres() && 'PostgreSQL server binaries',
].filter(Boolean);
if (missing.length > 0) {
  console.error(`Missing for the tests: ${missing.join(', ')}. Run 'bash .ci/run', which installs them, or install them yourself.`);
  process.exit(1);
}

const extra = process.argv.slice(2);

/**
 * The unit and component tests need no database: they run in the static checks' pool, on the core ESLint leaves free
 * once the other checks are done (ESLint alone takes as long as all of them).
 */
const UNIT_TESTS: Check = {
  name: 'Unit and component tests',
  run: () => runCommand('npx', ['vitest', 'run', '--project', 'unit', '--project', 'components'], { cwd: ROOT }),
};
const step = async (title: string, work: () => Promise<void>) => {
  const started = performance.now();
  console.log(`\n▶ ${title}`);
  await work();
  console.log(`✔ ${title} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
};

try {
  await step('Dependency engines', async () => {
    const problems = enginesProblems();
    if (problems.length > 0) throw new Error(`dependencies exclude the promised Node version:\n  ${problems.join('\n  ')}`);
  });
  await step('Prisma client', ensurePrismaClient);
  if (extra.length > 0) {
    await step('Lint and types: ESLint, Prettier, import circles and tsc, one per core', () => runChecks(ALL_CHECKS));
    await step('Tests chosen by the arguments', () => runCommand('npx', ['vitest', 'run', ...extra], { cwd: ROOT }));
  } else {
    await step('Lint, types, unit and component tests: ESLint, Prettier, import circles, tsc and vitest, one per core', () =>
      runChecks([...ALL_CHECKS, UNIT_TESTS]),
    );
    await step('Integration tests (PGlite and Postgres)', () =>
      runCommand('npx', ['vitest', 'run', '--project', 'integration-pglite', '--project', 'integration-postgres'], { cwd: ROOT }),
    );
    await step('Web build', ensureWebBuild);
    await step('Built server smoke test (node apps/server/dist/main.js, production, Postgres)', () =>
      runCommand('npm', ['run', '--silent', 'smoke'], { cwd: ROOT }),
    );
    await step('Browser journeys (Playwright, Chromium)', () => runCommand('npx', ['playwright', 'test'], { cwd: ROOT }));
  }
} catch (error) {
  console.error(`\n✘ ${(error as Error).message}`);
  process.exit(1);
}

function hasPostgres(): boolean {
  try {
    findPostgresBin();
    return true;
  } catch {
    return false;
  }
}
