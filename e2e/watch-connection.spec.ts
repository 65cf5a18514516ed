import { createWatchSimulator, WATCH_SANDBOX_CLIENT, type WatchSimulator } from '@central/sandbox';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi, createDemoApp, removeDemoApp } from './support/demo-apps';
import { erp, expect, hostUrl, signInAsAdmin, signInToPanel, test } from './support/fixtures';

/**
 * 'Conectar à Watch': the admin runs Watch's OAuth code flow from the app's page (the Watch simulator approves at once
 * and sends the browser back), then subscribers activate with the token it stored, until Watch refuses it.
 * Maria (sandbox 'demo'): contract 2001 includes product 880 Watch Brasil; Ana's contract includes 881 Olé TV.
 */
const MARIA = { cpf: '529.982.247-25', password: 'demo123' };
const ANA = { cpf: '390.533.447-05', password: 'demo789' };
const UNTIL = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

let watch: WatchSimulator;
let admin: APIRequestContext;
let appId: string;

test.beforeAll(async () => {
  // The server reaches this Watch over HTTP, and so does the admin's browser (Watch's authorize page).
  watch = createWatchSimulator();
  await watch.listen();
  admin = await adminApi();
  appId = await createDemoApp(
    admin,
    {
      name: 'Watch Brasil',
      pending_text: 'Ative o Watch Brasil com o seu e-mail.',
      active_text: 'Seu Watch Brasil está ativo.',
      activation_criteria: 'product_in_contract',
      product_ids: ['880 - Watch Brasil', '881 - Olé TV'],
      integration_method: 'watchbr',
    },
    { url: watch.origin, user: WATCH_SANDBOX_CLIENT.clientId, secret: WATCH_SANDBOX_CLIENT.clientSecret },
  );
});

// A journey before this file may leave the shared ERP sandbox failing.
test.beforeEach(() => erp.reset());

test.afterAll(async () => {
  if (appId) await removeDemoApp(admin, appId);
  await admin?.dispose();
  await watch?.close();
});

const editPage = (query = '') => hostUrl('localhost', `/adm/customer/demo/app/${appId}/edit${query}`);
const connection = (page: Page) => page.getByRole('group', { name: 'Conexão com a Watch' });

async function activate(page: Page, contract: RegExp, email: string) {
  await page
    .getByRole('list', { name: 'Aplicativos' })
    .getByRole('link', { name: /Watch Brasil/ })
    .filter({ hasText: contract })
    .click();
  await page.getByRole('textbox', { name: /E-mail para o aplicativo/ }).fill(email);
  await page.getByRole('button', { name: 'Ativar' }).click();
  await page.getByRole('alertdialog', { name: 'Ativar Watch Brasil?' }).getByRole('button', { name: 'Confirmar' }).click();
}

test('the admin connects Watch, Maria activates the app, and once Watch revokes the token the admin is asked to reconnect', async ({
  page,
  allowConsoleErrors,
}) => {
  await signInAsAdmin(page);
  await page.goto(editPage());
  await expect(page.getByRole('heading', { name: 'Editar Watch Brasil' })).toBeVisible();
  await expect(connection(page).getByRole('textbox', { name: 'Endereço de retorno (cadastre na Watch)' })).toHaveValue(
    hostUrl('localhost', '/api/payment/adm/watch/callback'),
  );
  await expect(connection(page).getByText('Não conectado')).toBeVisible();

  // To Watch's authorize page and back: Watch sends the code to our callback, which brings the browser to the app.
  await connection(page).getByRole('button', { name: 'Conectar à Watch' }).click();
  await expect(page).toHaveURL(editPage('?watch=connected'));
  await expect(page.getByText('Conectado à Watch.')).toBeVisible();
  await expect(connection(page).getByText(new RegExp(`^Conectado até ${UNTIL.source}$`))).toBeVisible();
  await expect(connection(page).getByRole('button', { name: 'Reconectar' })).toBeVisible();
  expect(watch.requests().map((entry) => [entry.route, entry.status])).toEqual([
    ['authorize', 303],
    ['token', 200],
  ]);

  // The provider's page also asks for its ACS record, which the e2e stack's demo provider has none of (404).
  allowConsoleErrors(/status of 404/);
  await page.goto(hostUrl('localhost', '/adm/customer/demo/edit?tab=apps'));
  await expect(page.getByRole('article', { name: 'Watch Brasil' })).toContainText(new RegExp(`Watch: conectado até ${UNTIL.source}`));

  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  await activate(page, /Contrato 2001/, 'maria.watch@example.com');
  await expect(page.getByText('Aplicativo ativado com sucesso!')).toBeVisible();
  expect(watch.users()).toEqual([expect.objectContaining({ email: 'maria.watch@example.com', integrationId: '52998224725' })]);

  // Watch withdraws the provider's token: the next subscriber gets the partner-down text, and nothing is provisioned.
  watch.revokeTokens();
  allowConsoleErrors(/status of 503/);
  await signInToPanel(page, 'demo', ANA.cpf, ANA.password);
  await activate(page, /Contrato/, 'ana.watch@example.com');
  await expect(page.getByText('Não foi possível ativar o aplicativo. Por favor, entre em contato com o suporte.')).toBeVisible();
  expect(watch.users()).toHaveLength(1);

  await page.goto(editPage());
  await expect(connection(page).getByText('A conexão com a Watch terminou')).toBeVisible();
  await expect(connection(page).getByRole('button', { name: 'Reconectar' })).toBeEnabled();
  await page.goto(hostUrl('localhost', '/adm/customer/demo/edit?tab=apps'));
  await expect(page.getByRole('article', { name: 'Watch Brasil' })).toContainText('Watch: reconectar');
});
