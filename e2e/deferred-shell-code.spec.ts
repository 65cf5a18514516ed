import type { Page, Route } from '@playwright/test';
import { readChunksHolding } from '../scripts/lib/build-chunks';
import { expect, signInToPanel, test, urlFor } from './support/fixtures';

/**
 * Issue 14: the shell's toasts and its phone menu are not on the way to a page's first paint. Their code (Fluent's
 * Toaster and drawer, with the portal and focus trap they bring) comes when the browser is idle, and a toast asked for
 * before it arrives is shown once it does, not lost. Each journey holds those chunks back to prove it.
 */
const TOASTER = 'src/components/ShellToaster.tsx';
const DRAWER = 'src/components/NavDrawer.tsx';

/** Holds every request for the chunks holding `source` until `release` is called; `asked` tells whether one came. */
async function holdChunksOf(page: Page, source: string) {
  const chunks = readChunksHolding((module) => module === source);
  expect(chunks.size).toBe(1);
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => chunks.has(url.pathname),
    async (route) => (released ? route.continue() : held.push(route)),
  );
  return {
    asked: () => held.length > 0,
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test('the home is drawn, with its data, while the code of the toasts and of the phone menu is held back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const toaster = await holdChunksOf(page, TOASTER);
  const drawer = await holdChunksOf(page, DRAWER);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meus dados' })).toContainText('Maria Aparecida da Silva');
  // Both were asked for once the page went idle, and are still held.
  await expect.poll(() => toaster.asked() && drawer.asked()).toBe(true);

  await drawer.release();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('dialog').getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await toaster.release();
});

test('a toast asked for before the toasts’ code has arrived is shown once it does', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const toaster = await holdChunksOf(page, TOASTER);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/financial/invoice/5004/payment/pix'));
  await page.getByRole('button', { name: 'Copiar código PIX' }).click();
  await expect.poll(() => toaster.asked()).toBe(true);
  const toast = page.getByRole('listitem', { name: 'Código PIX copiado!' });
  await expect(toast).toHaveCount(0);

  await toaster.release();
  await expect(toast).toBeVisible();
});
