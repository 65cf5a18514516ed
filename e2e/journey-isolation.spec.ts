import { MESSAGES } from '@central/domain';
import { erp, expect, signIn, signInToPanel, test, urlFor } from './support/fixtures';

/**
 * A worker's journeys share one browser context (e2e/support/worker-context.ts): what one journey leaves in the
 * browser must be gone when the next begins. The first journey leaves a session, a stored value, an IndexedDB database,
 * the notifications worker and a granted permission; the second, on the same worker, finds none of them.
 */
const PROBE = 'central-e2e-probe';

test.describe.serial('one browser context per worker', () => {
  test('a journey leaves a session, stored data, a service worker and a permission behind', async ({ page, context }) => {
    await context.grantPermissions(['notifications'], { origin: urlFor('demo', '') });
    await signInToPanel(page, 'demo', '52998224725', 'demo123');
    const left = await page.evaluate(async (probe) => {
      localStorage.setItem(probe, '1');
      await new Promise((resolve, reject) => {
        const opening = indexedDB.open(probe);
        opening.onsuccess = () => resolve(opening.result.close());
        opening.onerror = () => reject(opening.error ?? new Error('IndexedDB refused to open'));
      });
      await navigator.serviceWorker.register('/notification/sw.js', { scope: '/notification/' });
      return {
        stored: localStorage.getItem(probe),
        databases: (await indexedDB.databases()).map((database) => database.name),
        workers: (await navigator.serviceWorker.getRegistrations()).length,
        permission: Notification.permission,
      };
    }, PROBE);
    expect(left).toEqual({ stored: '1', databases: [PROBE], workers: 1, permission: 'granted' });
    expect(await context.cookies()).not.toEqual([]);
  });

  test('the next journey on the same worker finds none of it', async ({ page, context }) => {
    expect(await context.cookies()).toEqual([]);
    await page.goto(urlFor('demo', '/sign-in'));
    const found = await page.evaluate(
      async (probe) => ({
        stored: localStorage.getItem(probe),
        databases: (await indexedDB.databases()).map((database) => database.name),
        workers: (await navigator.serviceWorker.getRegistrations()).length,
        permission: Notification.permission,
      }),
      PROBE,
    );
    expect(found).toEqual({ stored: null, databases: [], workers: 0, permission: 'default' });
    // No session either: the panel sends the person to sign in.
    await page.goto(urlFor('demo', '/panel'));
    await expect(page).toHaveURL(/\/sign-in/);
  });
});

/**
 * This worker's ERP is shared by the journeys of every file it runs: one that makes it fail must not leave it failing,
 * nor its circuit open, for the next (the fixture `erpRestored`). This file resets nothing itself.
 */
test.describe.serial('an ERP a journey made fail', () => {
  test('a journey takes the ERP down, and its failures open the circuit', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 50\d/);
    await erp.setFaults({ down: true });
    await signIn(page, 'demo', '52998224725', 'demo123');
    await expect(page.getByText(MESSAGES.serverFailure)).toBeVisible();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText(MESSAGES.serverFailure)).toBeVisible();
  });

  test('the next journey on the same worker signs in at once', async ({ page }) => {
    await signInToPanel(page, 'demo', '52998224725', 'demo123');
    await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
  });
});
