import { generateKeyPairSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CIELO_SANDBOX_MERCHANT, SANDBOX_TOKENS } from '@central/sandbox';
import { expect, hostUrl, providerRowOf as rowOf, signInAsAdmin, test, urlFor } from './support/fixtures';
import { openOnceAnswered } from './support/held-chunks';
import { notePlaceholders, placeholdersShown } from './support/placeholders';

const PROVIDER = { clientId: 'fibra-e2e', alias: 'Fibra E2E' };
const PURPLE = { hex: '#7a1fa2', rgb: 'rgb(122, 31, 162)' };
const GREEN = { hex: '#1a7f37', rgb: 'rgb(26, 127, 55)' };
/** An image the provider's own host serves, so its portal may show it (img-src 'self'). */
const LOGO = () => urlFor(PROVIDER.clientId, '/central-logo.svg');
/** The ACS signs with ES256: its key is an EC P-256 private key in PEM. */
const ACS_KEY = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** What the token field says once the IXC address names another server. */
const RETYPE_TOKEN = 'Ao mudar o endereço do IXC, informe o token de acesso novamente.';

/** A toast, named by its title. */
const toast = (page: Page, text: string) => page.getByRole('listitem', { name: text });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu administrativo' });

async function openEditPage(page: Page) {
  await signInAsAdmin(page);
  await page.goto(hostUrl('localhost', `/adm/customer/${PROVIDER.clientId}/edit`));
  await expect(page.getByRole('heading', { name: `Editar ${PROVIDER.alias}` })).toBeVisible();
}

/** IXC's sector of the provider's support requests, required, on the Suporte tab; back to Principal after. */
async function fillDepartment(page: Page, id = '1') {
  await page.getByRole('tab', { name: 'Suporte' }).click();
  await page.getByRole('textbox', { name: 'ID do departamento' }).fill(id);
  await page.getByRole('tab', { name: 'Principal' }).click();
}

/** Fills the new provider form as a copy of the sandbox's 'demo' provider (same Client ID) and sends it. */
async function submitDemoCopy(page: Page) {
  await fillDepartment(page);
  await page.getByRole('textbox', { name: 'Client ID', exact: true }).fill('demo');
  await page.getByRole('textbox', { name: 'Aliás' }).fill('Outro Demo');
  await page.getByRole('textbox', { name: 'Logo vertical (URL)' }).fill(hostUrl('localhost', '/central-logo.svg'));
  await page.getByRole('textbox', { name: 'Domínio do IXC' }).fill(process.env.E2E_SANDBOX_URL!);
  await page.getByLabel('Token de acesso do IXC').fill(SANDBOX_TOKENS.demo);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
}

/** The provider's sign-in page, loaded again until `check` passes: an admin edit reaches every replica within seconds. */
async function eventuallyOnHost(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(urlFor(PROVIDER.clientId, '/sign-in'));
    await check();
  }).toPass({ timeout: 5_000, intervals: [250, 500, 1000] });
}

test('the admin signs in on a host of no provider, with the texts the product gives', async ({ page, allowConsoleErrors }) => {
  // A host of no provider has no theme (/api/central/theme answers 404); the admin pages work there all the same.
  allowConsoleErrors(/status of 404/);
  await page.goto(hostUrl('admin.localhost', '/auth/adm'));
  await expect(page).toHaveURL(hostUrl('admin.localhost', '/auth/adm/sign-in'));
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText('Por favor, informe um e-mail válido')).toBeVisible();
  await expect(page.getByText('Por favor, informe uma senha')).toBeVisible();

  await page.getByLabel('E-mail').fill(process.env.E2E_ADMIN_EMAIL!);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-123');
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page.getByText('Credenciais inválidas')).toBeVisible();

  await page.getByLabel('Senha', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(hostUrl('admin.localhost', '/adm/customers'));
  // Without a second factor, and where none is required, the admin is asked once to turn it on (e2e/second-factor.spec.ts).
  await page.getByRole('dialog', { name: 'Ative a verificação em duas etapas' }).getByRole('button', { name: 'Agora não' }).click();
  await expect(rowOf(page, 'demo')).toContainText('Provedor Demo');
  await expect(rowOf(page, 'acme').getByText('Ativo')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar por Client ID ou aliás' }).fill('Acme');
  await expect(page).toHaveURL(/search=Acme/);
  await expect(rowOf(page, 'acme')).toBeVisible();
  await expect(rowOf(page, 'demo')).toHaveCount(0);
});

test('the admin area without a session goes to the admin sign-in; /adm opens the list once signed in', async ({ page }) => {
  await page.goto(hostUrl('localhost', '/adm/customer/new'));
  await expect(page).toHaveURL(hostUrl('localhost', '/auth/adm/sign-in'));
  await signInAsAdmin(page);
  await page.goto(hostUrl('localhost', '/adm'));
  await expect(page).toHaveURL(hostUrl('localhost', '/adm/customers'));
  await menu(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(hostUrl('localhost', '/auth/adm/sign-in'));
  await page.goto(hostUrl('localhost', '/adm/customers'));
  await expect(page).toHaveURL(hostUrl('localhost', '/auth/adm/sign-in'));
});

test('an /adm page opened from the address bar draws with the session its page brought, asking for none', async ({ page }) => {
  await signInAsAdmin(page);
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/payment/adm/auth') sessionChecks.push(request.url());
  });
  await page.goto(hostUrl('localhost', '/adm/customers'));
  await expect(rowOf(page, 'demo')).toBeVisible();
  expect(sessionChecks).toEqual([]);
  // Entering another page asks again (docs/product/admin.md#sign-in-and-session).
  await page.getByRole('main').getByRole('link', { name: 'Novo Cliente' }).click();
  await expect(page).toHaveURL(hostUrl('localhost', '/adm/customer/new'));
  await expect.poll(() => sessionChecks.length).toBe(1);
});

test('a page of the list opened from the address bar is drawn with its providers: no placeholder shows', async ({ page }) => {
  await signInAsAdmin(page);
  await notePlaceholders(page);
  const listReads: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname === '/api/payment/customers') listReads.push(search);
  });
  await openOnceAnswered(page, hostUrl('localhost', '/adm/customers?search=demo'), 'src/areas/admin/CustomersPage.tsx', [
    '/api/payment/customers?search=demo&page=1',
  ]);
  await expect(rowOf(page, 'demo')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await placeholdersShown(page)).toEqual([]);
  expect(listReads).toEqual(['?search=demo&page=1']);
});

test('the new provider form says what is missing, in the words the server uses, before sending', async ({ page }) => {
  await signInAsAdmin(page);
  await menu(page).getByRole('link', { name: 'Novo Cliente' }).click();
  await page.getByRole('textbox', { name: 'Client ID', exact: true }).fill('Fibra Sul');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page.getByText('Client ID inválido: use letras minúsculas, números e hífen (até 63 caracteres)')).toBeVisible();
  await expect(page.getByText('Por favor, informe um Aliás')).toBeVisible();
  await expect(page.getByText('Por favor, informe um logo vertical')).toBeVisible();
  await expect(page.getByText('Por favor, informe um token de acesso do IXC')).toBeVisible();

  await page.getByRole('tab', { name: 'Suporte' }).click();
  await expect(page.getByRole('textbox', { name: 'ID do departamento' })).toHaveAccessibleDescription(
    /^Por favor, informe um ID do departamento/,
  );
  await expect(page.getByText('Os assuntos podem ser adicionados depois que o cliente for cadastrado.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail de contato' }).fill('contato@');
  await page.getByRole('tab', { name: 'Principal' }).click();
  await submitDemoCopy(page);
  // The e-mail on the other tab is wrong: that tab opens on the problem.
  await expect(page.getByRole('tab', { name: 'Suporte' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Por favor, informe um e-mail válido')).toBeVisible();
});

test('the form has no Wi-Fi box: it says Wi-Fi follows the ACS connection', async ({ page }) => {
  await signInAsAdmin(page);
  await menu(page).getByRole('link', { name: 'Novo Cliente' }).click();
  await expect(page.getByText('O Wi-Fi aparece para os assinantes quando a conexão ACS está configurada.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Cartão de crédito/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Wi-Fi' })).toHaveCount(0);
});

test('a duplicate Client ID is refused by the server with its text', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 409/);
  await signInAsAdmin(page);
  await page.goto(hostUrl('localhost', '/adm/customer/new'));
  await submitDemoCopy(page);
  await expect(page.getByRole('textbox', { name: 'Client ID', exact: true })).toHaveAccessibleDescription(/^Client ID já cadastrado/);
});

test.describe.serial('a provider from creation to deletion', () => {
  test('the admin creates a provider and its portal wears its colour and logo', async ({ page }) => {
    await signInAsAdmin(page);
    await menu(page).getByRole('link', { name: 'Novo Cliente' }).click();
    await expect(page.getByRole('heading', { name: 'Novo Cliente' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Client ID', exact: true }).fill(PROVIDER.clientId);
    await page.getByRole('textbox', { name: 'Aliás' }).fill(PROVIDER.alias);
    await fillDepartment(page, '3');
    await page.getByRole('textbox', { name: 'Logo vertical (URL)' }).fill(LOGO());
    await page.getByRole('textbox', { name: 'Cor primária', exact: true }).fill(PURPLE.hex);
    const preview = page.getByRole('group', { name: 'Pré-visualização' });
    await expect(preview.getByRole('button', { name: 'Entrar' })).toHaveCSS('background-color', PURPLE.rgb);
    await page.getByRole('textbox', { name: 'Domínio do IXC' }).fill(process.env.E2E_SANDBOX_URL!);
    await page.getByLabel('Token de acesso do IXC').fill(SANDBOX_TOKENS.demo);
    await page.getByLabel('Senha do provedor').fill('fibra-e2e-senha-123');
    await expect(page.getByRole('checkbox', { name: 'Atualizar juros e multa de boletos vencidos' })).toBeChecked();
    await page.getByRole('textbox', { name: 'URL do ACS' }).fill('https://acs.fibra-e2e.example');
    await expect(page.getByLabel('Client secret do ACS')).toBeVisible();
    await page.getByRole('combobox', { name: 'Autenticação no IXC ACS' }).selectOption({ label: 'Chave privada (JWT ES256)' });
    await page.getByRole('textbox', { name: 'ID do cliente API (iss)' }).fill('fibra-e2e');
    await page.getByLabel('Chave privada EC P-256 (PEM)').fill(ACS_KEY);
    await page.getByRole('textbox', { name: 'Merchant ID (Cielo)' }).fill(CIELO_SANDBOX_MERCHANT.merchantId);
    await page.getByLabel('Merchant Key (Cielo)').fill(CIELO_SANDBOX_MERCHANT.merchantKey);
    await page.getByRole('textbox', { name: 'Conta (ID no IXC)' }).fill('12');
    await page.getByRole('textbox', { name: 'Planejamento analítico (ID no IXC)' }).fill('3');
    const receiptType = page.getByRole('combobox', { name: 'Tipo de recebimento (IXC)' });
    await expect(receiptType).toHaveValue('C');
    await receiptType.selectOption({ label: 'CD - Cartão de débito' });
    await page.getByRole('button', { name: 'Cadastrar' }).click();

    await expect(page).toHaveURL(hostUrl('localhost', `/adm/customer/${PROVIDER.clientId}/edit`));
    await expect(toast(page, 'Cliente cadastrado com sucesso')).toBeVisible();
    await expect(page.getByText('Valor armazenado — deixe em branco para manter.').first()).toBeVisible();
    await expect(page.getByText('Chave armazenada — deixe em branco para manter.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'URL do ACS' })).toHaveValue('https://acs.fibra-e2e.example');
    const history = page.getByRole('table', { name: 'Últimas alterações' });
    await expect(history.getByText('Cadastro', { exact: true })).toBeVisible();
    await expect(history.getByText('Cadastro ACS')).toBeVisible();
    await expect(history.getByText('Cadastro de pagamentos')).toBeVisible();
    // Blank URLs were saved as Cielo's production hosts; the rate as the default 2,35.
    await expect(page.getByRole('textbox', { name: 'URL da API (Cielo)' })).toHaveValue('https://api.cieloecommerce.cielo.com.br');
    await expect(page.getByRole('textbox', { name: 'Planejamento analítico (ID no IXC)' })).toHaveValue('3');
    await expect(page.getByRole('combobox', { name: 'Tipo de recebimento (IXC)' })).toHaveValue('CD');
    await expect(page.getByRole('textbox', { name: 'Juros ao mês (%)' })).toHaveValue('2,35');

    await page.goto(urlFor(PROVIDER.clientId, '/sign-in'));
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCSS('background-color', PURPLE.rgb);
    await expect(page.getByRole('img', { name: PROVIDER.alias })).toBeVisible();
    expect(await page.getByRole('img', { name: PROVIDER.alias }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
  });

  test('a new colour reaches the provider host within seconds, and the change is in the history', async ({ page }) => {
    await openEditPage(page);
    await page.getByRole('textbox', { name: 'Cor primária', exact: true }).fill(GREEN.hex);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Cliente editado com sucesso')).toBeVisible();
    const history = page.getByRole('table', { name: 'Últimas alterações' });
    await expect(history.getByRole('row').filter({ hasText: 'Edição' }).first()).toContainText('Cor primária');
    await expect(history.getByRole('row').filter({ hasText: 'Edição' }).first()).toContainText(process.env.E2E_ADMIN_EMAIL!);

    await eventuallyOnHost(page, () =>
      expect(page.getByRole('button', { name: 'Entrar' })).toHaveCSS('background-color', GREEN.rgb, { timeout: 500 }),
    );
  });

  test('the ERP token stays with its address: another host asks for it again, under the token, and saves nothing', async ({ page }) => {
    await openEditPage(page);
    const domain = page.getByRole('textbox', { name: 'Domínio do IXC' });
    const token = page.getByLabel('Token de acesso do IXC');
    await domain.fill('https://erp.outro-servidor.example');
    await expect(page.getByText(RETYPE_TOKEN)).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(token).toHaveAccessibleDescription(new RegExp(`^${RETYPE_TOKEN}`));
    await page.reload();
    await expect(domain).toHaveValue(process.env.E2E_SANDBOX_URL!);
    await expect(page.getByText(RETYPE_TOKEN)).toHaveCount(0);
  });

  test('subjects are looked up in the provider IXC, and duplicates and bad ids refused', async ({ page }) => {
    await openEditPage(page);
    await page.getByRole('tab', { name: 'Suporte' }).click();
    const id = page.getByRole('textbox', { name: 'ID do assunto' });
    await id.fill('2');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '2 - Internet lenta ou instável' })).toBeVisible();
    await id.fill('2');
    await id.press('Enter');
    await expect(page.getByText('Assunto já adicionado')).toBeVisible();
    await id.fill('abc');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByText('ID do assunto inválido')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Cliente editado com sucesso')).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Suporte' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '2 - Internet lenta ou instável' })).toBeVisible();
  });

  test('the admin adds an app with a product criterion, edits it and deletes it', async ({ page }) => {
    await openEditPage(page);
    await page.getByRole('tab', { name: 'Aplicativos' }).click();
    await expect(page.getByText('Nenhum aplicativo cadastrado.')).toBeVisible();
    await page.getByRole('link', { name: 'Adicionar aplicativo' }).click();
    await expect(page).toHaveURL(hostUrl('localhost', `/adm/customer/${PROVIDER.clientId}/app/add`));

    await page.getByRole('textbox', { name: 'Nome' }).fill('Watch E2E');
    await page.getByRole('textbox', { name: 'Imagem (URL)' }).fill('watch.png');
    const method = page.getByRole('combobox', { name: 'Método de integração' });
    await expect(method.locator('option[value="watchbr"]')).toBeDisabled();
    await method.selectOption('display_only');
    await expect(page.getByRole('heading', { name: 'Integração com o parceiro' })).toBeHidden();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('URL da imagem não é válida')).toBeVisible();

    await page.getByRole('textbox', { name: 'Imagem (URL)' }).fill(hostUrl('localhost', '/central-logo.svg'));
    await expect(page.getByRole('img', { name: 'Imagem de Watch E2E' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Critério de ativação' }).selectOption('product_in_contract');
    await method.selectOption('watchbr');
    await expect(page.getByRole('heading', { name: 'Integração com o parceiro' })).toBeVisible();
    await page.getByRole('textbox', { name: 'URL da integração' }).fill('http://localhost:4010/watch');
    await page.getByRole('textbox', { name: 'Usuário / Client ID' }).fill('watch-e2e-client');
    await page.getByLabel('Senha / Client secret').fill('watch-e2e-secret');
    await page.getByRole('textbox', { name: 'ID do produto' }).fill('880');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '880 - Watch Brasil' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(page).toHaveURL(hostUrl('localhost', `/adm/customer/${PROVIDER.clientId}/edit?tab=apps`));
    await expect(toast(page, 'Aplicativo salvo com sucesso')).toBeVisible();
    const card = page.getByRole('article', { name: 'Watch E2E' });
    await expect(card).toContainText('Produto no contrato');
    await expect(card).toContainText('Watch Brasil (uma conta por assinante)');

    await card.getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Editar Watch E2E' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '880 - Watch Brasil' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Usuário / Client ID' })).toHaveValue('watch-e2e-client');
    await expect(page.getByLabel('Senha / Client secret')).toHaveValue('');
    await expect(page.getByText('Deixe em branco para manter a atual')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nome' }).fill('Watch Brasil E2E');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const renamed = page.getByRole('article', { name: 'Watch Brasil E2E' });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Excluir o aplicativo Watch Brasil E2E?')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await expect(toast(page, 'Aplicativo excluído com sucesso')).toBeVisible();
    await expect(page.getByText('Nenhum aplicativo cadastrado.')).toBeVisible();
  });

  test("'-' in the three ACS fields deletes the ACS connection", async ({ page }) => {
    // A provider without ACS reads as none (docs/product/admin.md#acs-connection), with no 404 in the console.
    await openEditPage(page);
    await page.getByRole('textbox', { name: 'URL do ACS' }).fill('-');
    await expect(page.getByRole('combobox', { name: 'Autenticação no IXC ACS' })).toHaveValue('jwt');
    await page.getByRole('textbox', { name: 'ID do cliente API (iss)' }).fill('-');
    await page.getByLabel('Chave privada EC P-256 (PEM)').fill('-');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Cliente editado com sucesso')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'URL do ACS' })).toHaveValue('');
    await expect(page.getByRole('table', { name: 'Últimas alterações' }).getByText('Exclusão ACS')).toBeVisible();
  });

  test('a suspended provider shows the astronaut on its host until reactivated', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await signInAsAdmin(page);
    const row = rowOf(page, PROVIDER.clientId);
    await row.getByRole('button', { name: 'Suspender' }).click();
    await expect(page.getByText(`Suspender ${PROVIDER.alias}? O portal do provedor sairá do ar.`)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Suspender' }).click();
    await expect(toast(page, 'Cliente suspenso')).toBeVisible();
    await expect(row.getByText('Suspenso', { exact: true })).toBeVisible();
    await eventuallyOnHost(page, () => expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible({ timeout: 500 }));

    await signInAsAdmin(page);
    await rowOf(page, PROVIDER.clientId).getByRole('button', { name: 'Reativar' }).click();
    await page.getByRole('menuitem', { name: 'Reativar' }).click();
    await expect(toast(page, 'Cliente reativado')).toBeVisible();
    await expect(rowOf(page, PROVIDER.clientId).getByText('Ativo', { exact: true })).toBeVisible();
    await eventuallyOnHost(page, () =>
      expect(page.getByRole('button', { name: 'Entrar' })).toHaveCSS('background-color', GREEN.rgb, { timeout: 500 }),
    );
  });

  test('the provider signs in at /admin with the password the admin gave it', async ({ page }) => {
    await page.goto(hostUrl('localhost', '/admin'));
    await page.getByRole('textbox', { name: 'Usuário' }).fill(PROVIDER.clientId);
    await page.getByLabel('Senha', { exact: true }).fill('fibra-e2e-senha-123');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await expect(page.getByRole('heading', { name: `Olá, ${PROVIDER.alias}` })).toBeVisible();
  });

  test('deleting goes through a confirm menu naming the provider', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await signInAsAdmin(page);
    await rowOf(page, PROVIDER.clientId).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText(`Excluir ${PROVIDER.alias}?`)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Cancelar' }).click();
    await expect(rowOf(page, PROVIDER.clientId)).toBeVisible();

    await rowOf(page, PROVIDER.clientId).getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('menuitem', { name: 'Excluir definitivamente' }).click();
    await expect(toast(page, 'Cliente excluído com sucesso')).toBeVisible();
    await expect(rowOf(page, PROVIDER.clientId)).toHaveCount(0);
    await eventuallyOnHost(page, () => expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible({ timeout: 500 }));
  });
});

test('the admin changes their own password from the menu', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/);
  const password = process.env.E2E_ADMIN_PASSWORD!;
  const changeTo = async (current: string, next: string) => {
    await menu(page).getByRole('button', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
    await dialog.getByLabel('Senha atual').fill(current);
    await dialog.getByLabel('Nova senha').fill(next);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    return dialog;
  };
  await signInAsAdmin(page);
  const dialog = await changeTo(password, 'curta');
  await expect(dialog.getByText('A nova senha deve ter no mínimo 12 caracteres')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await changeTo('senha-errada-123', 'outra-senha-admin-1');
  await expect(page.getByRole('dialog').getByText('Senha atual inválida')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  await changeTo(password, 'outra-senha-admin-1');
  await expect(toast(page, 'Senha alterada com sucesso')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await changeTo('outra-senha-admin-1', password);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone the admin opens the menu as a drawer and the list needs no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  const row = rowOf(page, 'demo');
  await expect(row.getByRole('link', { name: 'Editar' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Novo Cliente' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Cliente' })).toBeVisible();
});
