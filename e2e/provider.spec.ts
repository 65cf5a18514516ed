import { expect, hostUrl, test, urlFor } from './support/fixtures';

/** The demo provider's own password (apps/sandbox/src/demo-tenants.ts). */
const DEMO = { clientId: 'demo', alias: 'Provedor Demo', password: 'provedor-demo-123' };

test('a provider signs in at /admin, reaches /provider and leaves with Sair', async ({ page }) => {
  await page.goto(urlFor('demo', '/admin'));
  await page.getByRole('textbox', { name: 'Usuário' }).fill(DEMO.clientId);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/provider'));
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO.alias}` })).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/admin'));
  await page.goto(urlFor('demo', '/provider'));
  await expect(page).toHaveURL(urlFor('demo', '/admin'));
});

test('the provider sign-in says what is wrong, in the texts of SPEC section 8', async ({ page }) => {
  await page.goto(urlFor('demo', '/admin'));
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText('Usuário ou senha não informados')).toHaveCount(2);

  await page.getByRole('textbox', { name: 'Usuário' }).fill(DEMO.clientId);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText('Credenciais inválidas')).toBeVisible();
});

test('/provider without a session goes to /admin, on any host', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto(hostUrl('admin.localhost', '/provider'));
  await expect(page).toHaveURL(hostUrl('admin.localhost', '/admin'));
  await expect(page.getByRole('heading', { name: 'Acesso do provedor' })).toBeVisible();
});
