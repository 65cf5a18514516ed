import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Three tiers (README, Tests): unit tests colocated with the code, and the integration suite run on embedded PGlite and,
 * for the suites whose behaviour rests on the database, on a real Postgres too. Browser journeys run under Playwright (e2e/).
 */
/**
 * Integration suites that run once, on Postgres: HTTP journeys against the simulators in which the database holds no
 * more than the session and plain rows that Prisma reads and writes alike on both. Every suite whose behaviour rests on
 * the database itself (transactions, locks and concurrent requests, raw SQL, jobs, migrations, limits, sessions,
 * ledgers, stored secrets, backups) runs on both. `npm run admin`'s account and check commands (admin-script) run on
 * Postgres only: they open the database as the server does, and backup-restore drives the same script on PGlite. A
 * suite added to apps/server/test runs on both until it is listed here. Postgres, not PGlite: on this 2-core machine
 * the journeys took 105 s there against 225 s on PGlite, whose WebAssembly engine runs each query in the test's own
 * thread.
 */
const SAME_ON_BOTH_DATABASES = [
  'admin-acs',
  'admin-app-form',
  'admin-app-integrations',
  'admin-app-lookups',
  'admin-card-settings',
  'admin-customer-edits',
  'admin-script',
  'app-activation',
  'app-login-activation',
  'books-app',
  'client-address',
  'cloud-storage',
  'cloud-storage-failures',
  'connection',
  'connection-genieacs',
  'connection-ixc-acs',
  'contracts',
  'customer-apps',
  'devices-genieacs',
  'devices-ixc-acs',
  'documents',
  'erp-faults',
  'erp-overload',
  'fiscal-notes',
  'garbage-input',
  'image-fetch-addresses',
  'input-hygiene',
  'integration-check',
  'invoices',
  'oletv',
  'pages-and-theme',
  'pwa',
  'security-page',
  'speed-test-frame',
  'support',
  'tls-ask',
  'watch-connection',
  'web-compression-and-site-files',
];

/** apps/web's `@/…` imports (its tsconfig.json and vite.config.ts say the same). */
const WEB_ALIAS = { '@/': `${resolve(import.meta.dirname, 'apps/web/src')}/` };

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process (n - 1 workers), which on the 2-core CI machine means one
    // worker and an idle core; the main process only collects results. One worker per core: on 2 cores the suite
    // ran in 469 s instead of 695 s, all 2,071 tests passing.
    maxWorkers: availableParallelism(),
    reporters: ['default', './scripts/lib/failure-digest-reporter.ts'],
    // Each project's files share a worker's modules (isolate: false, below) instead of importing the server afresh
    // each: on 2 cores the three projects ran in 298 s instead of 720 s (unit alone 18 s instead of 88 s), all 2,594
    // tests passing. So a file must leave no state behind: spies are restored in afterAll (admin-auth,
    // provider-auth), and each file opens its own app and database.
    projects: [
      {
        resolve: { alias: WEB_ALIAS },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // The web app's shared components, drawn in happy-dom and driven as a person would (Testing Library). Its files
        // share a worker's modules too: 5 s instead of 16 s, all 68 tests passing in shuffled orders.
        resolve: { alias: WEB_ALIAS },
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          isolate: false,
        },
      },
      ...(['pglite', 'postgres'] as const).map((kind) => ({
        test: {
          name: `integration-${kind}`,
          include: ['apps/server/test/**/*.test.ts'],
          exclude: kind === 'pglite' ? SAME_ON_BOTH_DATABASES.map((name) => `apps/server/test/${name}.test.ts`) : [],
          environment: 'node',
          isolate: false,
          env: { DB_KIND: kind },
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
