import { expect, hostUrl, test, urlFor } from './support/fixtures';

/** The demo provider's own password (apps/sandbox/src/demo-tenants.ts). */
const DEMO = { clientId: 'demo', alias: 'Provedor Demo', password: 'provedor-demo-123' };

test('a provider signs in at /admin, reaches /provider and leaves with Sair', async ({ page }) => {
  // Nothing sent yet (whatever other journeys sent): the empty list reads as its own line under its heading.
  await page.route('**/api/central/provider/notifications', (route) => route.fulfill({ json: { broadcasts: [] } }));
  await page.goto(urlFor('demo', '/admin'));
  await page.getByRole('textbox', { name: 'Usuário' }).fill(DEMO.clientId);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/provider'));
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO.alias}` })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Notificações recentes' });
  const none = recent.getByText('Nenhuma notificação enviada ainda.', { exact: true });
  await expect(none).toBeVisible();
  const headingBox = (await recent.getByRole('heading', { name: 'Notificações recentes' }).boundingBox())!;
  expect((await none.boundingBox())!.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height + 4);
  await expect(recent.getByRole('list')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/admin'));
  await page.goto(urlFor('demo', '/provider'));
  await expect(page).toHaveURL(urlFor('demo', '/admin'));
});

test('the provider sign-in says what is wrong, in the texts the product gives', async ({ page }) => {
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

test('the provider sends a general notification: checked in the texts the product gives, confirmed, then listed', async ({ page }) => {
  await page.goto(urlFor('demo', '/admin'));
  await page.getByRole('textbox', { name: 'Usuário' }).fill(DEMO.clientId);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByRole('heading', { name: 'Enviar Notificação Geral' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Enviar Notificação Geral' });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Título não informado')).toBeVisible();
  await expect(page.getByText('Mensagem não informada')).toBeVisible();

  await page.getByRole('textbox', { name: 'Título' }).fill('a'.repeat(300));
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('b'.repeat(1400));
  await expect(page.getByText('O título precisa ser menor que 300 caracteres')).toBeVisible();
  await expect(page.getByText('A mensagem precisa ser menor que 1400 caracteres')).toBeVisible();

  const title = `Manutenção ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Mensagem' }).fill('A rede fica fora por 10 minutos hoje às 23h.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Enviar para \d+ aparelhos?\?$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('listitem', { name: 'Notificação geral enviada com sucesso!' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('');
});
