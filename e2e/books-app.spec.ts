import type { APIRequestContext, Page } from '@playwright/test';
import { createTocaLivrosSimulator, TOCALIVROS_SANDBOX_CREDENTIALS, type TocaLivrosSimulator } from '@central/sandbox';
import { BOOKS_MESSAGES } from '@central/domain';
import { adminApi, createDemoApp, removeDemoApp, type DemoApp } from './support/demo-apps';
import { expect, signInToPanel, test, urlFor } from './support/fixtures';

/** Maria (sandbox 'demo'): her record in IXC has a birth date, which Toca Livros requires. */
const MARIA = {
  cpf: '529.982.247-25',
  user: '52998224725',
  password: 'demo123',
  email: 'maria.silva@example.com',
  phone: '(61) 99304-0271',
};
const STORES = {
  appStore: 'https://apps.apple.com/br/app/toca-livros/id1',
  googlePlay: 'https://play.google.com/store/apps/details?id=toca.livros',
};

/** The e2e stack has no apps: the demo provider's books app is created here through the admin API, and deleted at the end. */
const BOOKS: DemoApp = {
  name: 'Toca Livros',
  pending_text: 'Crie sua conta no Toca Livros e leia no app.',
  active_text: 'Seu Toca Livros está ativo. Entre no app com o seu usuário e a senha que você escolheu.',
  activation_criteria: 'any',
  product_ids: [],
  integration_method: 'api_toca_livros',
};

let books: TocaLivrosSimulator;
let admin: APIRequestContext;
let appId: string | undefined;

test.beforeAll(async () => {
  // The server reaches this Toca Livros over HTTP, as it would the partner's own API.
  books = createTocaLivrosSimulator();
  await books.listen();
  admin = await adminApi();
  const stores = { app_store_link: STORES.appStore, play_store_link: STORES.googlePlay };
  appId = await createDemoApp(
    admin,
    { ...BOOKS, ...stores },
    { url: books.origin, user: TOCALIVROS_SANDBOX_CREDENTIALS.user, secret: TOCALIVROS_SANDBOX_CREDENTIALS.secret },
  );
});

test.beforeEach(() => books.reset());

test.afterAll(async () => {
  if (appId) await removeDemoApp(admin, appId);
  await admin?.dispose();
  await books?.close();
});

const appCards = (page: Page) => page.getByRole('list', { name: 'Aplicativos' });

test('Maria opens Toca Livros from the home, chooses a password, confirms, and sees her account active', async ({ page }) => {
  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  // Offered to every contract ('any'): one card per contract, each opening the page on its contract.
  const card = appCards(page).getByRole('link', { name: /Toca Livros.*Contrato 2001/ });
  await expect(card).toHaveAttribute('href', `/panel/app/tocalivros/2001/${appId}`);
  await card.click();
  await expect(page).toHaveURL(urlFor('demo', `/panel/app/tocalivros/2001/${appId}`));
  await expect(page).toHaveTitle('Central - Toca Livros');
  await expect(page.getByRole('heading', { level: 1, name: 'Toca Livros' })).toBeVisible();
  await expect(page.getByText(BOOKS.pending_text)).toBeVisible();

  // The payload comes prefilled from IXC; CPF/CNPJ and phone are shown, not edited; the password is hers to choose.
  await expect(page.getByRole('textbox', { name: /^Usuário/ })).toHaveValue(MARIA.user);
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(MARIA.email);
  await expect(page.getByText(MARIA.cpf, { exact: true })).toBeVisible();
  await expect(page.getByText(MARIA.phone, { exact: true })).toBeVisible();
  const password = page.getByLabel(/^Senha/);
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  await page.getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByText('Por favor, informe uma senha', { exact: true })).toBeVisible();
  await password.fill('livros123');

  // Cancel leaves it as it was; Confirmar registers her at Toca Livros.
  await page.getByRole('button', { name: 'Ativar' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Ativar Toca Livros?' });
  await expect(dialog).toContainText(MARIA.email);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(books.users()).toEqual([]);
  await page.getByRole('button', { name: 'Ativar' }).click();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByText('Aplicativo ativado com sucesso!')).toBeVisible();
  await expect(page.getByText(BOOKS.active_text)).toBeVisible();
  await expect(page.getByText(`Usuário: ${MARIA.user}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', STORES.appStore);
  await expect(page.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', STORES.googlePlay);
  await expect(page.getByRole('button', { name: 'Ativar' })).toHaveCount(0);
  expect(books.users()).toEqual([
    expect.objectContaining({ user: MARIA.user, email: MARIA.email, cpfCnpj: MARIA.user, contractId: '2001' }),
  ]);

  // Already registered: the page opens on the active view, and nothing more reaches Toca Livros.
  await page.reload();
  await expect(page.getByText(BOOKS.active_text)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ativar' })).toHaveCount(0);
  expect(books.users()).toHaveLength(1);

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
});

/** Padaria (sandbox 'demo'): a company whose record in IXC has no birth date. */
const PADARIA = { cnpj: '11.222.333/0001-81', password: 'demo456' };

test('without a birth date in IXC, the activation warns to ask support, and the warning stays until closed', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 409/);
  await signInToPanel(page, 'demo', PADARIA.cnpj, PADARIA.password);
  await appCards(page)
    .getByRole('link', { name: /Toca Livros/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Toca Livros' })).toBeVisible();
  await page.getByLabel(/^Senha/).fill('livros123');
  await page.getByRole('button', { name: 'Ativar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();

  const warning = page.getByText(BOOKS_MESSAGES.birthdateMissing);
  await expect(warning).toBeVisible();
  expect(books.users()).toEqual([]);
  // Another try keeps it: only the provider's support can fill in the birth date.
  await page.getByRole('button', { name: 'Ativar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(warning).toBeVisible();
  await page.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ativar' })).toBeVisible();
});
