import type { Page } from '@playwright/test';
import { readChunksHolding } from '../scripts/lib/build-chunks';
import { expect, hostUrl, providerRowOf, signInAsAdmin, signInToPanel, test, urlFor } from './support/fixtures';
import { holdChunkOf } from './support/held-chunks';

/**
 * Code a page does not draw with is not on the way to its first paint. The phone menu's drawer (Fluent's
 * drawer, with the dialog, motion and focus trap it brings) is fetched when the menu is first opened; the journey holds
 * that chunk back to prove it. The home draws no form field, so it loads none of the fields' code (the masked and the
 * password inputs, in whichever chunks the build puts them), and no page builds its theme: the server wrote it into the page as CSS variables. The toaster's
 * code comes after the person's first action (components/toaster.tsx); a toast asked for before it came waits for it. And an
 * invoice's PIX, its page's largest picture, is asked for once the invoice is in, not once the page's code has drawn it;
 * the admin's list, the page of it the address shows, beside the app's code (the server names it as a preload). The
 * admin's list is drawn without its confirm menus' code (Fluent's menu and popover), which comes when the pointer is on
 * a menu's button or after the person's first action; a press before it came opens the menu as it arrives
 * (components/ConfirmMenu.tsx). The provider's sign-in brings its form alone, not the provider's page behind it.
 */
const DRAWER = 'src/components/NavDrawer.tsx';
const FORM_FIELDS = ['src/components/MaskedInput.tsx', 'src/components/PasswordInput.tsx'];
const isFormField = (module: string) => FORM_FIELDS.includes(module);
const THEME_BUILDER = 'packages/domain/src/brand-theme.ts';
const TOASTER = 'src/components/toaster-host.tsx';
const INVOICE_PAGE = 'src/areas/panel/financial/InvoiceDetailPage.tsx';
const ADMIN_LIST_PAGE = 'src/areas/admin/CustomersPage.tsx';
const CONFIRM_MENU = 'src/components/ConfirmMenuPopover.tsx';
const PROVIDER_PAGE = 'src/areas/provider/ProviderPage.tsx';

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

test('the home, opened from the address bar, loads no form field’s code and builds no theme', async ({ page }) => {
  const fields = readChunksHolding(isFormField);
  const themeBuilder = readChunksHolding((module) => module === THEME_BUILDER);
  expect([fields.size > 0, themeBuilder.size]).toEqual([true, 1]);
  // Signed in from a page without forms (the terms), so that no earlier page brought the fields' code.
  await page.goto(urlFor('demo', '/termos-de-privacidade'));
  const signedIn = await page.evaluate(async () => {
    const body = JSON.stringify({ cpfOrCnpj: '52998224725', password: 'demo123' });
    return (await fetch('/api/central/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status;
  });
  expect(signedIn).toBe(200);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(urlFor('demo', '/panel'));
  await expect(page.getByRole('region', { name: 'Meus dados' })).toContainText('Maria Aparecida da Silva');
  await expect(page.getByRole('heading', { name: 'Próximas faturas' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((script) => fields.has(script) || themeBuilder.has(script))).toEqual([]);
  // Themed all the same, from the variables the page came with: Fluent's text colour, and the provider's (demo's #0F6CBD).
  await expect(page.getByRole('main')).toHaveCSS('color', 'rgb(36, 36, 36)');
  expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--colorBrandBackground'))).toBe('#0f6cbd');

  await page.goto(urlFor('demo', '/panel/security'));
  await expect(page.getByLabel('Senha atual')).toBeVisible();
  expect(scripts.filter((script) => fields.has(script)).length).toBeGreaterThan(0);
});

test('an unpaid invoice, its PIX and its boleto load no form field’s code: their codes to copy are the browser’s own text areas', async ({
  page,
}) => {
  const fields = readChunksHolding(isFormField);
  expect(fields.size).toBeGreaterThan(0);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(urlFor('demo', '/panel/financial/invoice/5004'));
  await expect(page.getByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(/^000201/);
  await page.goto(urlFor('demo', '/panel/financial/invoice/5004/payment/boleto'));
  await expect(page.getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(/^\d{5}\.\d{5} /);
  await expect(page.getByRole('button', { name: 'Baixar Boleto' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((script) => fields.has(script))).toEqual([]);
});

test('the home is drawn while the toaster’s code is held back, and a toast asked for meanwhile shows once it comes', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const toaster = await holdChunkOf(page, TOASTER);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByRole('region', { name: 'Meus dados' })).toContainText('Maria Aparecida da Silva');

  await page.goto(urlFor('demo', '/panel/financial/invoice/5004'));
  await page.getByRole('button', { name: 'Copiar código PIX' }).click();
  await expect.poll(() => toaster.asked()).toBe(true);
  const toast = page.getByRole('listitem', { name: 'Código PIX copiado!' });
  await page.waitForTimeout(300);
  await expect(toast).toHaveCount(0);
  await toaster.release();
  await expect(toast).toBeVisible();
});

test('the toaster’s code waits for the person’s first action: a page only looked at never loads it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const toaster = await holdChunkOf(page, TOASTER);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/financial/invoice/5004'));
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await page.waitForTimeout(3500); // past the 3 s within which an idle browser would have mounted it
  expect(toaster.asked()).toBe(false);

  await page.keyboard.press('Tab');
  await expect.poll(() => toaster.asked()).toBe(true);
  await toaster.release();
  await page.getByRole('button', { name: 'Copiar código PIX' }).click();
  await expect(page.getByRole('listitem', { name: 'Código PIX copiado!' })).toBeVisible();
});

test('an unpaid invoice opened from the address bar asks for its PIX before its page’s code came; a paid one never does', async ({
  page,
}) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByRole('region', { name: 'Meus dados' })).toContainText('Maria Aparecida da Silva');
  await page.goto(urlFor('demo', '/panel/financial/invoices/received'));
  const paidInvoice = await page.getByRole('list', { name: 'Faturas Pagas' }).getByRole('link').first().getAttribute('href');
  const pixReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/read/pix-payment/')) pixReads.push(new URL(request.url()).pathname);
  });

  const invoicePage = await holdChunkOf(page, INVOICE_PAGE);
  await page.goto(urlFor('demo', '/panel/financial/invoice/5004'));
  await expect.poll(() => invoicePage.asked()).toBe(true);
  await expect.poll(() => pixReads).toEqual(['/api/central/customer/read/pix-payment/5004']);
  await invoicePage.release();
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  expect(pixReads).toHaveLength(1); // the page took the read already made

  await page.goto(urlFor('demo', paidInvoice!));
  await expect(page.getByText('Data de pagamento')).toBeVisible();
  await page.waitForTimeout(300);
  expect(pixReads).toHaveLength(1);
});

test('a searched page of the admin’s list opened from the address bar is read before its page’s code came, and once', async ({ page }) => {
  await signInAsAdmin(page);
  const listReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/payment/customers') listReads.push(url.search);
  });

  const listPage = await holdChunkOf(page, ADMIN_LIST_PAGE);
  await page.goto(hostUrl('localhost', '/adm/customers?search=demo&page=1'));
  await expect.poll(() => listPage.asked()).toBe(true);
  await expect.poll(() => listReads).toEqual(['?search=demo&page=1']);
  await listPage.release();
  await expect(providerRowOf(page, 'demo')).toBeVisible();
  expect(listReads).toHaveLength(1); // the page took the read the browser had made
});

/** The admin's list opened from the address bar, as after a reload: nothing done on it yet. */
async function adminListOpened(page: Page) {
  await signInAsAdmin(page);
  await page.goto(hostUrl('localhost', '/adm/customers'));
  const row = providerRowOf(page, 'demo');
  await expect(row).toBeVisible();
  return row;
}

test('the admin’s list only looked at never loads the confirm menu’s code; the pointer on a menu’s button does', async ({ page }) => {
  const menuCode = await holdChunkOf(page, CONFIRM_MENU);
  const row = await adminListOpened(page);
  await page.waitForTimeout(3500); // past the 3 s within which an idle browser would have fetched it
  expect(menuCode.asked()).toBe(false);

  await row.getByRole('button', { name: 'Excluir' }).hover();
  await expect.poll(() => menuCode.asked()).toBe(true);
  await menuCode.release();
  await row.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('menuitem', { name: 'Excluir definitivamente' })).toBeFocused();
});

test('the admin’s list is drawn without the confirm menu’s code; a press before it came opens the menu as it comes', async ({ page }) => {
  const menuCode = await holdChunkOf(page, CONFIRM_MENU);
  const row = await adminListOpened(page);
  expect(menuCode.asked()).toBe(false);

  const remove = row.getByRole('button', { name: 'Excluir' });
  await expect(remove).toHaveAttribute('aria-haspopup', 'menu');
  await remove.click();
  await expect.poll(() => menuCode.asked()).toBe(true);
  const question = page.getByText('Excluir Provedor Demo?');
  await page.waitForTimeout(300);
  await expect(question).toHaveCount(0);
  await menuCode.release();
  await expect(question).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Excluir definitivamente' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Excluir' })).toBeFocused();
});

test('a confirm menu whose code could not come says so, and opens at the next press', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED/);
  const menuCode = await holdChunkOf(page, CONFIRM_MENU);
  const row = await adminListOpened(page);

  await row.getByRole('button', { name: 'Suspender' }).click();
  await expect.poll(() => menuCode.asked()).toBe(true);
  await menuCode.fail();
  await expect(page.getByRole('listitem', { name: 'Falha ao se comunicar com o servidor' })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);

  await row.getByRole('button', { name: 'Suspender' }).click();
  await expect(page.getByText('Suspender Provedor Demo?')).toBeVisible();
});

test('the provider’s sign-in is drawn without the code of the provider’s page behind it', async ({ page }) => {
  const providerPage = await holdChunkOf(page, PROVIDER_PAGE);
  await page.goto(hostUrl('localhost', '/admin'));
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso do provedor' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(providerPage.asked()).toBe(false);
});
