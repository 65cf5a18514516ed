import type { APIRequestContext, Page } from '@playwright/test';
import {
  createSvaLoginSimulator,
  createWatchSimulator,
  SVA_LOGIN_SANDBOX_CREDENTIALS,
  WATCH_SANDBOX_CLIENT,
  WATCH_SANDBOX_OLETV_PACKAGE_ID,
  WATCH_SANDBOX_PACKAGE_ID,
  type WatchSimulator,
} from '@central/sandbox';
import {
  adminApi,
  connectDemoWatchApp,
  createDemoApp,
  removeDemoApp,
  withDemoApp,
  type DemoApp,
  type PartnerConnection,
} from './support/demo-apps';
import { expect, signInToPanel, test, urlFor } from './support/fixtures';

/** Maria (sandbox 'demo'): her contract 2001 includes products 880 Watch Brasil, 882, 883 and 886. */
const MARIA = { cpf: '529.982.247-25', password: 'demo123', email: 'maria.silva@example.com' };
const STORES = {
  appStore: 'https://apps.apple.com/br/app/central-e2e/id1',
  googlePlay: 'https://play.google.com/store/apps/details?id=central.e2e',
};

/** An app for the contracts that include 880 Watch Brasil, as Maria's 2001 does. */
const IN_MARIAS_CONTRACT: Pick<DemoApp, 'activation_criteria' | 'product_ids'> = {
  activation_criteria: 'product_in_contract',
  product_ids: ['880 - Watch Brasil'],
};

/** The e2e stack has no apps: the demo provider's are created here through the admin API, and deleted at the end. */
const APPS: Record<'watch' | 'magazines', DemoApp> = {
  watch: {
    name: 'Watch Brasil',
    pending_text: 'Ative o Watch Brasil com o seu e-mail.',
    active_text: 'Seu Watch Brasil está ativo. Entre no app com o e-mail da ativação.',
    ...IN_MARIAS_CONTRACT,
    integration_method: 'watchbr',
  },
  magazines: {
    name: 'Revistas Digitais',
    pending_text: '',
    active_text: 'Leia suas revistas favoritas no aplicativo.',
    activation_criteria: 'any',
    product_ids: [],
    integration_method: 'display_only',
  },
};

let watch: WatchSimulator;
let admin: APIRequestContext;
const ids: Partial<Record<keyof typeof APPS, string>> = {};

const watchConnection = (): PartnerConnection => ({
  url: watch.origin,
  user: WATCH_SANDBOX_CLIENT.clientId,
  secret: WATCH_SANDBOX_CLIENT.clientSecret,
});

async function createApp(key: keyof typeof APPS, integration: PartnerConnection | null) {
  ids[key] = await createDemoApp(admin, { ...APPS[key], app_store_link: STORES.appStore, play_store_link: STORES.googlePlay }, integration);
}

test.beforeAll(async () => {
  // The server reaches this Watch over HTTP, as it would Watch's own API.
  watch = createWatchSimulator();
  await watch.listen();
  admin = await adminApi();
  await createApp('watch', watchConnection());
  await createApp('magazines', null);
});

test.afterAll(async () => {
  for (const id of Object.values(ids)) await removeDemoApp(admin, id);
  await admin?.dispose();
  await watch?.close();
});

// A reset forgets the simulator's tokens too: the admin connects the Watch app again, as after a Watch outage.
test.beforeEach(async () => {
  watch.reset();
  await connectDemoWatchApp(admin, ids.watch!);
});

const appCards = (page: Page) => page.getByRole('list', { name: 'Aplicativos' });

test("the home shows Maria's app cards, each opening its page", async ({ page }) => {
  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  await expect(page.getByRole('heading', { name: 'Aplicativos' })).toBeVisible();
  const watchCard = appCards(page).getByRole('link', { name: /Watch Brasil/ });
  await expect(watchCard).toContainText('Contrato 2001');
  await expect(watchCard).toHaveAttribute('href', `/panel/app/watchbr/2001/${ids.watch}`);
  await expect(appCards(page).getByRole('link', { name: /Revistas Digitais/ })).toHaveAttribute(
    'href',
    new RegExp(`^/panel/app/${ids.magazines}/\\d+$`),
  );
  await expect(appCards(page).getByRole('listitem')).toHaveCount(2);
});

test('Maria activates Watch Brasil with an e-mail, confirms, and sees it active with that e-mail', async ({ page }) => {
  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  await appCards(page)
    .getByRole('link', { name: /Watch Brasil/ })
    .click();
  await expect(page).toHaveURL(urlFor('demo', `/panel/app/watchbr/2001/${ids.watch}`));
  await expect(page).toHaveTitle('Central - Watch Brasil');
  await expect(page.getByRole('heading', { level: 1, name: 'Watch Brasil' })).toBeVisible();
  await expect(page.getByText(APPS.watch.pending_text)).toBeVisible();

  // The e-mail the provider keeps comes filled in; an empty one is refused before anything is sent.
  const email = page.getByRole('textbox', { name: /E-mail para o aplicativo/ });
  await expect(email).toHaveValue(MARIA.email);
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await expect(email).toHaveAttribute('inputmode', 'email');
  await email.fill('');
  await page.getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByText('Por favor, informe um e-mail', { exact: true })).toBeVisible();
  await email.fill('maria.watch@example.com');

  // Cancel leaves it as it was; Confirmar activates.
  await page.getByRole('button', { name: 'Ativar' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Ativar Watch Brasil?' });
  await expect(dialog).toContainText('maria.watch@example.com');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(watch.users()).toEqual([]);
  await page.getByRole('button', { name: 'Ativar' }).click();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByText('Aplicativo ativado com sucesso!')).toBeVisible();
  await expect(page.getByText(APPS.watch.active_text)).toBeVisible();
  await expect(page.getByText('maria.watch@example.com')).toBeVisible();
  await expect(page.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', STORES.appStore);
  await expect(page.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', STORES.googlePlay);
  await expect(page.getByRole('button', { name: 'Ativar' })).toHaveCount(0);
  expect(watch.users()).toEqual([expect.objectContaining({ email: 'maria.watch@example.com' })]);

  // Already activated: opening the page again shows the active view with the e-mail, and nothing more reaches Watch.
  await page.reload();
  await expect(page.getByText(APPS.watch.active_text)).toBeVisible();
  await expect(page.getByText('maria.watch@example.com')).toBeVisible();
  expect(watch.users()).toHaveLength(1);

  // The recover-password dialog: Watch e-mails its access instructions to the account's e-mail.
  await page.getByRole('button', { name: 'Recuperar senha do aplicativo' }).click();
  const recovery = page.getByRole('dialog', { name: 'Recuperar senha do aplicativo' });
  await expect(recovery.getByRole('textbox', { name: /E-mail da sua conta/ })).toHaveValue('maria.watch@example.com');
  await recovery.getByRole('button', { name: 'Enviar' }).click();
  await expect(recovery).toBeHidden();
  await expect(page.getByText('Enviamos para maria.watch@example.com as instruções para acessar o aplicativo.')).toBeVisible();
  expect(watch.emails().filter((sent) => sent.to === 'maria.watch@example.com' && sent.kind === 'resend')).toHaveLength(1);

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
});

test('a display-only app shows its description and store links, with nothing to activate', async ({ page }) => {
  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  await appCards(page)
    .getByRole('link', { name: /Revistas Digitais/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/panel/app/${ids.magazines}/\\d+$`));
  await expect(page).toHaveTitle('Central - Revistas Digitais');
  await expect(page.getByText(APPS.magazines.active_text)).toBeVisible();
  await expect(page.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', STORES.appStore);
  await expect(page.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', STORES.googlePlay);
  await expect(page.getByRole('button', { name: 'Ativar' })).toHaveCount(0);
});

test('an app that is not hers shows the failure in the page, with Voltar to the home', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  await page.goto(urlFor('demo', '/panel/app/00000000-0000-4000-8000-000000000000/2001'));
  await expect(page.getByText('Falha ao obter aplicativo')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
});

test("the Olé TV address finds her contract, activates, and offers the password recovery, refused for a stranger's e-mail", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/);
  const oletv: DemoApp = {
    name: 'Olé TV',
    pending_text: 'Ative o Olé TV com o seu e-mail.',
    active_text: 'Seu Olé TV está ativo.',
    ...IN_MARIAS_CONTRACT,
    integration_method: 'ole_tv',
    product: WATCH_SANDBOX_OLETV_PACKAGE_ID,
  };
  // She has Watch Brasil at Watch with the same e-mail: Olé TV is another package of that account, not an old one.
  watch.provision({
    clientId: WATCH_SANDBOX_CLIENT.clientId,
    email: 'maria.ole@example.com',
    integrationId: MARIA.cpf.replace(/\D/g, ''),
    packageId: WATCH_SANDBOX_PACKAGE_ID,
  });
  await withDemoApp(admin, oletv, watchConnection(), async (id) => {
    await connectDemoWatchApp(admin, id);
    await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
    await page.goto(urlFor('demo', '/panel/app/atplus-oletv'));
    await expect(page.getByRole('heading', { level: 1, name: 'Olé TV' })).toBeVisible();
    await expect(page.getByText('Ative o Olé TV com o seu e-mail.')).toBeVisible();
    await page.getByRole('textbox', { name: /E-mail para o aplicativo/ }).fill('maria.ole@example.com');
    await page.getByRole('button', { name: 'Ativar' }).click();
    await page.getByRole('alertdialog', { name: 'Ativar Olé TV?' }).getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Aplicativo ativado com sucesso!')).toBeVisible();
    await expect(page.getByText('Você já possui uma conta ativa neste aplicativo.')).toHaveCount(0);
    await expect(page.getByText('Seu Olé TV está ativo.')).toBeVisible();

    await page.getByRole('button', { name: 'Recuperar senha do aplicativo' }).click();
    const recovery = page.getByRole('dialog', { name: 'Recuperar senha do aplicativo' });
    await recovery.getByRole('textbox', { name: /E-mail da sua conta/ }).fill('outra.pessoa@example.com');
    await recovery.getByRole('button', { name: 'Enviar' }).click();
    await expect(recovery.getByText('Este e-mail não está ligado ao seu aplicativo.')).toBeVisible();
    await recovery.getByRole('button', { name: 'Cancelar' }).click();
    await expect(recovery).toBeHidden();
  });
});

test('an app the provider switched off is not on the home, and its page says so', async ({ page }) => {
  await withDemoApp(admin, { ...APPS.magazines, name: 'Jornal Digital', active: false }, null, async (off) => {
    await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
    await expect(appCards(page).getByRole('link', { name: /Revistas Digitais/ })).toBeVisible();
    await expect(appCards(page).getByRole('link', { name: /Jornal Digital/ })).toHaveCount(0);
    await page.goto(urlFor('demo', `/panel/app/${off}/2001`));
    await expect(page.getByRole('heading', { level: 1, name: 'Jornal Digital' })).toBeVisible();
    await expect(page.getByText('Seu app está desativado...')).toBeVisible();
    await expect(page.getByRole('link', { name: 'App Store' })).toHaveCount(0);
  });
});

test('Playhub provisions a login for her contract and shows its one-time password once', async ({ page }) => {
  const partner = createSvaLoginSimulator();
  await partner.listen();
  const playhub: DemoApp = {
    name: 'Playhub',
    pending_text: 'Ative o Playhub e receba seu login.',
    active_text: 'Seu Playhub está ativo.',
    ...IN_MARIAS_CONTRACT,
    integration_method: 'playhub',
  };
  const connection = { url: partner.origin, ...SVA_LOGIN_SANDBOX_CREDENTIALS };
  try {
    await withDemoApp(admin, playhub, connection, async () => {
      await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
      await appCards(page)
        .getByRole('link', { name: /Playhub/ })
        .click();
      await expect(page.getByText('Ative o Playhub e receba seu login.')).toBeVisible();
      // No e-mail to type: the partner keys the login by contract.
      await expect(page.getByRole('textbox', { name: /E-mail para o aplicativo/ })).toHaveCount(0);
      await page.getByRole('button', { name: 'Ativar' }).click();
      await page.getByRole('alertdialog', { name: 'Ativar Playhub?' }).getByRole('button', { name: 'Confirmar' }).click();

      await expect(page.getByText('Aplicativo ativado com sucesso!')).toBeVisible();
      const [account] = partner.accounts();
      expect(account).toEqual(expect.objectContaining({ externalId: '2001' }));
      const credentials = page.getByText('Anote sua senha: ela não será exibida novamente.').locator('..');
      await expect(page.getByText(`Login: ${account!.login}`).first()).toBeVisible();
      await expect(page.getByText(/^Senha: \S+/)).toBeVisible();
      await expect(credentials).toBeVisible();
      await page.getByRole('button', { name: 'Fechar' }).click();
      await expect(page.getByText(/^Senha: \S+/)).toHaveCount(0);

      // Opened again: the login stays, the password was shown once only.
      await page.reload();
      await expect(page.getByText('Seu Playhub está ativo.')).toBeVisible();
      await expect(page.getByText(`Login: ${account!.login}`)).toBeVisible();
      await expect(page.getByText(/^Senha: /)).toHaveCount(0);
    });
  } finally {
    await partner.close();
  }
});
