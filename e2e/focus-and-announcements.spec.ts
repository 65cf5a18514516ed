import { MESSAGES } from '@central/domain';
import { expect, signIn, signInToPanel, test, urlFor } from './support/fixtures';

/**
 * WCAG 2.2 AA by hand: what a screen reader hears after a form answers, and where focus goes after moving
 * to another page or closing the phone menu.
 */
test('a refused sign-in is announced as an alert, again on a second refusal', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  await signIn(page, 'demo', '52998224725', 'wrong-password');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(MESSAGES.invalidCredentials);
  const first = await alert.elementHandle();

  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(alert).toHaveText(MESSAGES.invalidCredentials);
  // A new element: screen readers announce an alert when it appears, not when it stays.
  expect(await first.evaluate((element) => element.isConnected)).toBe(false);
});

test("after moving to another page, focus is on that page's heading", async ({ page }) => {
  // Through the form: the sign-in moves to the home within the app, as a later page does.
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeFocused();

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Contratos', exact: true }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/contracts'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});

test('the phone menu keeps focus inside while open, and gives it back to the menu button when it closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  const menuButton = page.getByRole('button', { name: 'Abrir menu' });

  await menuButton.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  // The page behind is inert: nothing there can take focus while the menu covers it.
  expect(await page.getByRole('main', { includeHidden: true }).evaluate((main) => main.closest('[inert]') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  expect(await page.getByRole('main').evaluate((main) => main.closest('[inert]') === null)).toBe(true);

  await menuButton.click();
  await drawer.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(menuButton).toBeFocused();

  // Choosing a page: the new page's heading takes focus.
  await menuButton.click();
  await drawer.getByRole('link', { name: 'Notas Fiscais', exact: true }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/nfs'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});
