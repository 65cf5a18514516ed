import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test, urlFor } from './support/fixtures';

/**
 * Chromium's own installability check (the one behind "Install app"), read over CDP. It needs a browser
 * profile on disk: Playwright's usual contexts are incognito, where nothing is installable ('in-incognito').
 */
test("Chromium finds the provider's portal installable: its manifest parses and its icons load", async () => {
  const profile = await mkdtemp(join(tmpdir(), 'central-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, test.info().project.use.launchOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await page.goto(urlFor('demo', '/sign-in'));
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(urlFor('demo', '/pwa/demo/manifest.webmanifest'));
    expect(manifest.errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId))
      .toEqual([]);
    expect(consoleErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
