import { erp, expect, signIn, signInToPanel, test, urlFor } from './support/fixtures';
import { holdChunkOf } from './support/held-chunks';

test.beforeEach(() => erp.reset());

test('SAIR ends the session: the panel then asks to sign in again', async ({ page }) => {
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
  await page.getByRole('button', { name: 'SAIR' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/sign-in'));
  await page.goto(urlFor('demo', '/panel'));
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the side menu shows the items the provider enabled', async ({ page }) => {
  await signIn(page, 'demo', '52998224725', 'demo123');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const item of [
    'Página Inicial',
    'Notificações',
    'Minha conexão',
    'Meus Cartões',
    'Abertas',
    'Pagas',
    'Notas Fiscais',
    'Contratos',
    'Solicitar',
    'Em Andamento',
    'Fechados',
  ]) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Wi-Fi' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Velocidade' })).toHaveCount(0);
  expect((await page.locator('aside').filter({ has: menu }).boundingBox())?.width).toBe(240);
});

test('a provider without the credit_card flag has no Meus Cartões', async ({ page }) => {
  await signIn(page, 'acme', '52998224725', 'alt12345');
  await expect(page.getByRole('heading', { name: 'Olá, Mariana' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Notas Fiscais' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Meus Cartões' })).toHaveCount(0);
});

test('an unknown path answers 404 and shows the astronaut 404 page with Voltar', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto(urlFor('demo', '/nao-existe'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/sign-in'));
});

test('a host of no provider shows the 404 page', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto(urlFor('ninguem', '/sign-in'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('the terms page carries the provider legal data', async ({ page }) => {
  await page.goto(urlFor('demo', '/termos-de-privacidade'));
  await expect(page.getByRole('heading', { name: 'Termos de Uso e Política de Privacidade' })).toBeVisible();
  await expect(page.getByText('Provedor Demo Telecomunicações Ltda').first()).toBeVisible();
  await expect(page.getByText('11.444.777/0001-61').first()).toBeVisible();
  await expect(page.getByText('Atualizado em 27/03/2024')).toBeVisible();
});

test('localhost without a provider label serves the demo provider', async ({ page }) => {
  await page.goto(`http://localhost:${process.env.E2E_PORT}/sign-in`);
  await expect(page).toHaveTitle('Central - Entrar');
  await expect(page.getByRole('img', { name: /Provedor Demo/ })).toBeVisible();
});

test('on a phone the panel pages fit the screen: no sideways scrolling', async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(phone, 'demo', '52998224725', 'demo123');
  await expect(phone.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
  for (const path of [
    '/panel',
    '/panel/financial/invoices/to-pay',
    '/panel/financial/invoice/5004',
    '/panel/financial/contracts',
    '/panel/financial/nfs',
    '/panel/security',
  ]) {
    await phone.goto(urlFor('demo', path));
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBe(390);
  }
  await expect(phone.getByRole('link', { name: 'Ajuda' })).toBeVisible();
  await phone.close();
});

test('the first Tab reaches "Pular para o conteúdo", which moves focus to the page', async ({ page }) => {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  // A page opened afresh, as a keyboard user arrives at it.
  await page.goto(urlFor('demo', '/panel/financial/invoices/to-pay'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('a page whose code cannot come shows what failed at its address, with Tentar novamente, which opens it', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED|Failed to load resource/);
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  const invoicePage = await holdChunkOf(page, 'src/areas/panel/financial/InvoiceDetailPage.tsx');
  await page.getByRole('list', { name: 'Próximas faturas' }).getByRole('link').first().click();
  await expect.poll(() => invoicePage.asked()).toBe(true);
  await invoicePage.fail();

  await expect(page.getByRole('alert')).toHaveText('Falha ao se comunicar com o servidor');
  await expect(page).toHaveURL(/\/panel\/financial\/invoice\/\d+$/); // the failure is the invoice's: trying again reopens it
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da fatura' })).toBeVisible();
});
