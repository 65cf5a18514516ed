import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from './scripts/lib/chromium';

/**
 * The journeys whose subject is the browser's notification permission. Chromium's headless shell answers
 * `Notification.permission` with 'denied' before anyone was asked, where a person's browser says 'default'; these run
 * in the full browser, every other journey in the headless shell (docs/decisions/027-journeys-in-the-headless-shell.md).
 */
const NOTIFICATION_PERMISSION_JOURNEYS = ['notifications.spec.ts', 'push-delivery.spec.ts', 'journey-isolation.spec.ts'];

/** The Chromium build at `executablePath`, with our flags. */
const launchOptions = (executablePath: string) => ({ executablePath, args: [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'] });

/**
 * Browser journeys in Debian's Chromium (playwright-core cannot download browsers here). Two workers, each with a
 * server, a sandbox and a database of its own (e2e/support/global-setup.ts): the journeys of one file make their ERP
 * slow or down and change their data, which no journey of the other worker may see. On this 2-core machine the 174
 * journeys took 391 s with two workers against 467 s with one; E2E_WORKERS sets another number.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: '.tmp/e2e-results',
  use: {
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // No trace unless asked for (E2E_TRACE=1, then DOM snapshots of a failed journey, without the screencast): recording one
    // for every journey cost Chromium and Node 22% more CPU in 38 journeys on one worker, whether it was kept or not.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
  },
  projects: [
    {
      name: 'headless shell',
      testIgnore: NOTIFICATION_PERMISSION_JOURNEYS,
      use: { launchOptions: launchOptions(CHROMIUM_HEADLESS_SHELL_PATH) },
    },
    {
      name: 'full browser',
      testMatch: NOTIFICATION_PERMISSION_JOURNEYS,
      use: { launchOptions: launchOptions(CHROMIUM_PATH) },
    },
  ],
});
