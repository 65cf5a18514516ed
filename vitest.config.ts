import { defineConfig } from 'vitest/config';

/**
 * Three tiers (README, Tests): unit tests colocated with the code, and the integration suite run twice,
 * once on embedded PGlite and once on a real Postgres. Browser journeys run under Playwright (e2e/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
