import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium';

/**
 * Browser journeys in Debian's Chromium (playwright-core cannot download browsers here). One worker: the
 * journeys share one server and one sandbox, and some of them make the sandbox ERP slow or down.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '.tmp/e2e-results',
  use: {
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // DOM snapshots of a failed journey, without the screencast: its frames kept Chromium's GPU process busy for the whole
    // run (55 s of CPU in 17 journeys, against 7 s without), and the journeys took 150 s instead of 115.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'],
    },
  },
});
