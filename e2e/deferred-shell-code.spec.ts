import type { Page, Route } from '@playwright/test';
import { readChunksHolding } from '../scripts/lib/build-chunks';
import { expect, signInToPanel, test } from './support/fixtures';

/**
 * Issue 14: the phone menu's drawer is not on the way to a page's first paint. Its code (Fluent's drawer, with the
 * dialog, motion and focus trap it brings) is fetched when the menu is first opened. The journey holds that chunk back
 * to prove it.
 */
const DRAWER = 'src/components/NavDrawer.tsx';

/** Holds every request for the chunk holding `source` until `release` is called; `asked` tells whether one came. */
async function holdChunkOf(page: Page, source: string) {
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

test('on a phone the home is drawn without the menu drawer’s code, which comes when the menu is first opened', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const drawer = await holdChunkOf(page, DRAWER);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meus dados' })).toContainText('Maria Aparecida da Silva');
  expect(drawer.asked()).toBe(false);

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect.poll(() => drawer.asked()).toBe(true);
  const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Menu principal' });
  await expect(menu).toHaveCount(0);
  await drawer.release();
  await expect(menu).toBeVisible();
});
