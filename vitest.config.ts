import { defineConfig } from 'vitest/config';

/**
 * Three tiers (README, Tests): unit tests colocated with the code, and the integration suite run twice,
 * once on embedded PGlite and once on a real Postgres. Browser journeys run under Playwright (e2e/).
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/lib/failure-digest-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...(['pglite', 'postgres'] as const).map((kind) => ({
        test: {
          name: `integration-${kind}`,
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          env: { DB_KIND: kind },
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
