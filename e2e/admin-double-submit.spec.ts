import type { Page } from '@playwright/test';
import { SANDBOX_TOKENS } from '@central/sandbox';
import { expect, hostUrl, providerRowOf, signInAsAdmin, test } from './support/fixtures';

const PROVIDER = { clientId: 'duplo-e2e', alias: 'Duplo E2E' };

const toasts = (page: Page, text: string) => page.getByRole('listitem', { name: text });

/**
 * Presses the form's submit twice in one go, faster than the button can be disabled (the fastest double click), and
 * counts the requests that reach `path`.
 */
async function submitTwiceAtOnce(page: Page, path: string): Promise<() => number> {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent += 1;
  });
  await page
    .getByRole('button', { name: /^(Cadastrar|Salvar)$/ })
    .locator('xpath=ancestor::form')
    .evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
  return () => sent;
}

/** Deletes the journey's provider through the API, whatever the journey left. */
async function removeProvider(page: Page) {
  const answer = await page.request.delete(hostUrl('localhost', `/api/payment/customer/${PROVIDER.clientId}`));
  expect([200, 404]).toContain(answer.status());
}

test.describe.serial("the admin's double presses", () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    await removeProvider(page);
    await page.close();
  });

  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    await removeProvider(page);
    await page.close();
  });

  test("'Cadastrar' pressed twice at once creates the provider once, with one toast and no duplicate refusal", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(hostUrl('localhost', '/adm/customer/new'));
    await page.getByRole('tab', { name: 'Suporte' }).click();
    await page.getByRole('textbox', { name: 'ID do departamento' }).fill('1');
    await page.getByRole('tab', { name: 'Principal' }).click();
    await page.getByRole('textbox', { name: 'Client ID', exact: true }).fill(PROVIDER.clientId);
    await page.getByRole('textbox', { name: 'Aliás' }).fill(PROVIDER.alias);
    await page.getByRole('textbox', { name: 'Logo vertical (URL)' }).fill(hostUrl('localhost', '/central-logo.svg'));
    await page.getByRole('textbox', { name: 'Domínio do IXC' }).fill(process.env.E2E_SANDBOX_URL!);
    await page.getByLabel('Token de acesso do IXC').fill(SANDBOX_TOKENS.demo);
    const sent = await submitTwiceAtOnce(page, '/api/payment/customer/create');

    await expect(page).toHaveURL(hostUrl('localhost', `/adm/customer/${PROVIDER.clientId}/edit`));
    await expect(toasts(page, 'Cliente cadastrado com sucesso')).toHaveCount(1);
    await expect(page.getByText('Client ID já cadastrado')).toHaveCount(0);
    expect(sent()).toBe(1);
    const history = page.getByRole('table', { name: 'Últimas alterações' });
    await expect(history.getByRole('row').filter({ hasText: 'Cadastro' })).toHaveCount(1);
    await page.goto(hostUrl('localhost', '/adm/customers'));
    await expect(providerRowOf(page, PROVIDER.clientId)).toHaveCount(1);
  });

  test("'Salvar' pressed twice at once in 'Adicionar aplicativo' adds one app, with one toast", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(hostUrl('localhost', `/adm/customer/${PROVIDER.clientId}/app/add`));
    await page.getByRole('textbox', { name: 'Nome' }).fill('App Duplo');
    await page.getByRole('textbox', { name: 'Imagem (URL)' }).fill(hostUrl('localhost', '/central-logo.svg'));
    await page.getByRole('combobox', { name: 'Método de integração' }).selectOption('display_only');
    const sent = await submitTwiceAtOnce(page, `/api/payment/customer/${PROVIDER.clientId}/customer-app/create`);

    await expect(page).toHaveURL(hostUrl('localhost', `/adm/customer/${PROVIDER.clientId}/edit?tab=apps`));
    await expect(toasts(page, 'Aplicativo salvo com sucesso')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'App Duplo' })).toHaveCount(1);
    expect(sent()).toBe(1);
    await page.reload();
    await expect(page.getByRole('article', { name: 'App Duplo' })).toHaveCount(1);
  });
});
