import type { APIRequestContext, Page } from '@playwright/test';
import { createNextcloudSimulator, NEXTCLOUD_SANDBOX_ADMIN, type NextcloudSimulator } from '@central/sandbox';
import { adminApi, createDemoApp, removeDemoApp, type DemoApp } from './support/demo-apps';
import { expect, signInToPanel, test, urlFor } from './support/fixtures';

/** Maria (sandbox 'demo'): her contract 2001 includes product 883, 'ATP Box - Nuvem 100 GB'. */
const MARIA = { cpf: '529.982.247-25', password: 'demo123' };

/** The e2e stack has no apps: the demo provider's ATP Box is created here through the admin API, and deleted at the end. */
const ATP_BOX: DemoApp = {
  name: 'ATP Box',
  pending_text: 'Ative o ATP Box para começar a usar.',
  active_text: 'Crie usuários para a sua família e compartilhe o espaço do seu plano.',
  activation_criteria: 'product_in_contract',
  product_ids: ['883 - ATP Box - Nuvem 100 GB'],
  integration_method: 'api_atp_box',
};

let nextcloud: NextcloudSimulator;
let admin: APIRequestContext;
let appId = '';

test.beforeAll(async () => {
  // The server reaches this Nextcloud over HTTP, as it would the provider's own.
  nextcloud = createNextcloudSimulator();
  await nextcloud.listen();
  admin = await adminApi();
  appId = await createDemoApp(admin, ATP_BOX, {
    url: nextcloud.origin,
    user: NEXTCLOUD_SANDBOX_ADMIN.username,
    secret: NEXTCLOUD_SANDBOX_ADMIN.password,
  });
});

test.afterAll(async () => {
  if (appId) await removeDemoApp(admin, appId);
  await admin?.dispose();
  await nextcloud?.close();
});

test.beforeEach(() => nextcloud.reset());

/** A toast, named by its title. */
const toast = (page: Page, text: string) => page.getByRole('listitem', { name: text });

/** The accounts the subscriber made (the simulator also lists its admin); quotas as Nextcloud stores them ('10 GB'). */
const members = () => nextcloud.users().filter((user) => user.id !== NEXTCLOUD_SANDBOX_ADMIN.username);

async function openAtpBox(page: Page) {
  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  const card = page.getByRole('list', { name: 'Aplicativos' }).getByRole('link', { name: /ATP Box/ });
  await expect(card).toHaveAttribute('href', `/panel/app/atp-box/2001/${appId}`);
  await card.click();
  await expect(page).toHaveURL(urlFor('demo', `/panel/app/atp-box/2001/${appId}`));
  await expect(page).toHaveTitle('Central - ATP Box');
}

test('Maria adds an ATP Box user, edits its name and quota (rolled back when a call fails), and removes it', async ({
  page,
  allowConsoleErrors,
}) => {
  // The contract's group does not exist yet: the lookup answers 404 and the page creates it.
  allowConsoleErrors(/status of 404/);
  await openAtpBox(page);
  await expect(page.getByText('0 de 100 GB usados')).toBeVisible();
  await expect(page.getByText('Nenhum usuário cadastrado ainda.')).toBeVisible();
  expect(nextcloud.groups().map((group) => group.id)).toContain('demo-2001');

  // Adicionar: the shared rules refuse a short password before anything is sent.
  await page.getByRole('link', { name: 'Adicionar usuário' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adicionar Usuário ATP Box' })).toBeVisible();
  await page.getByRole('textbox', { name: /Nome/ }).fill('Joana Silva');
  await page.getByRole('textbox', { name: /E-mail/ }).fill('joana@example.com');
  await page.getByLabel(/Senha/).fill('curta');
  await page.getByRole('textbox', { name: /Quota/ }).fill('10');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('Por favor, informe uma senha que entre 10 e 30 caracteres')).toBeVisible();
  expect(members()).toEqual([]);
  await page.getByLabel(/Senha/).fill('senha-da-joana-1');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();

  await expect(page).toHaveURL(urlFor('demo', `/panel/app/atp-box/2001/${appId}`));
  await expect(toast(page, 'Usuário cadastrado com sucesso')).toBeVisible();
  await expect(page.getByText('10 de 100 GB usados')).toBeVisible();
  expect(members()).toEqual([
    expect.objectContaining({ id: 'joana@example.com', displayName: 'Joana Silva', email: 'joana@example.com', quota: '10 GB' }),
  ]);

  // Editar: the form comes filled in; a quota past the plan is refused; then the name and quota are saved.
  const users = page.getByRole('list', { name: 'Usuários' });
  await expect(users.getByRole('link')).toContainText(['Joana Silva']);
  await users.getByRole('link', { name: /Joana Silva/ }).click();
  await expect(page).toHaveURL(/\/user\/edit\?id=joana%40example\.com$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuário ATP Box' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Nome/ })).toHaveValue('Joana Silva');
  await expect(page.getByRole('textbox', { name: /Quota/ })).toHaveValue('10');
  await expect(page.getByLabel(/Senha/)).toHaveValue('');
  await page.getByRole('textbox', { name: /Quota/ }).fill('101');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Quota excede o limite')).toBeVisible();
  await page.getByRole('textbox', { name: /Nome/ }).fill('Joana S. Lima');
  await page.getByRole('textbox', { name: /Quota/ }).fill('25');

  // The quota is saved first, then Nextcloud fails the name's call: the quota is put back and the failure shown.
  // (Each call reads the account once: the first read passes, the second, the name's, answers 503.)
  allowConsoleErrors(/status of 503/);
  nextcloud.failNext('getUser', { delayMs: 0 });
  nextcloud.failNext('getUser', { status: 503 });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Falha ao atualizar usuário')).toBeVisible();
  expect(members()).toEqual([expect.objectContaining({ displayName: 'Joana Silva', quota: '10 GB' })]);
  expect(
    nextcloud
      .requests()
      .filter((logged) => logged.route === 'editUser')
      .map((logged) => logged.status),
  ).toEqual([200, 200]);

  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page).toHaveURL(urlFor('demo', `/panel/app/atp-box/2001/${appId}`));
  await expect(toast(page, 'Usuário atualizado')).toBeVisible();
  await expect(page.getByText('25 de 100 GB usados')).toBeVisible();
  await expect(users.getByRole('link', { name: /Joana S\. Lima/ })).toContainText('25 GB');
  expect(members()).toEqual([expect.objectContaining({ displayName: 'Joana S. Lima', email: 'joana@example.com', quota: '25 GB' })]);

  // Remover asks first.
  await users.getByRole('link', { name: /Joana S\. Lima/ }).click();
  await page.getByRole('button', { name: 'Remover' }).click();
  await page.getByRole('menuitem', { name: 'Remover' }).click();
  await expect(page).toHaveURL(urlFor('demo', `/panel/app/atp-box/2001/${appId}`));
  await expect(toast(page, 'Usuário removido com sucesso')).toBeVisible();
  await expect(page.getByText('Nenhum usuário cadastrado ainda.')).toBeVisible();
  expect(members()).toEqual([]);
});

test('the edit page of a user that is not in the group says it has no data', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await openAtpBox(page);
  await page.goto(urlFor('demo', `/panel/app/atp-box/2001/${appId}/user/edit?id=ninguem%40example.com`));
  await expect(page.getByRole('heading', { level: 1, name: 'Usuário ATP Box' })).toBeVisible();
  await expect(page.getByText('Falha ao obter dados do usuário.')).toBeVisible();
});

test('the quota takes GB with a decimal comma or point, and refuses 0, negatives and exponents in Portuguese', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  await openAtpBox(page);
  await page.getByRole('link', { name: 'Adicionar usuário' }).click();
  await page.getByRole('textbox', { name: /Nome/ }).fill('Joana Silva');
  await page.getByRole('textbox', { name: /E-mail/ }).fill('joana@example.com');
  await page.getByLabel(/Senha/).fill('senha-da-joana-1');
  const quota = page.getByRole('textbox', { name: /Quota/ });
  const add = page.getByRole('button', { name: 'Adicionar', exact: true });

  for (const [typed, problem] of [
    ['0', 'A quota deve ser de no mínimo 1 GB'],
    ['-3', 'A quota deve ser de no mínimo 1 GB'],
    ['1e3', 'Informe a quota em GB, com no máximo uma casa decimal (ex.: 1,5)'],
    ['1,55', 'Informe a quota em GB, com no máximo uma casa decimal (ex.: 1,5)'],
  ]) {
    await quota.clear();
    await quota.pressSequentially(typed!);
    await expect(quota).toHaveValue(typed!);
    await add.click();
    await expect(page.getByText(problem!)).toBeVisible();
  }
  expect(members()).toEqual([]);

  await quota.clear();
  await quota.pressSequentially('1,5');
  await add.click();
  await expect(toast(page, 'Usuário cadastrado com sucesso')).toBeVisible();
  await expect(page.getByText('1,5 de 100 GB usados')).toBeVisible();
  expect(members()).toEqual([expect.objectContaining({ id: 'joana@example.com', quota: '1.5 GB' })]);

  // Edited with a pasted point: '2.5' is 2,5 GB.
  const users = page.getByRole('list', { name: 'Usuários' });
  await users.getByRole('link', { name: /Joana Silva/ }).click();
  await expect(quota).toHaveValue('1,5');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => navigator.clipboard.writeText('2.5'));
  await quota.clear();
  await quota.press('ControlOrMeta+V');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Usuário atualizado')).toBeVisible();
  await expect(users.getByRole('link', { name: /Joana Silva/ })).toContainText('2,5 GB');
  expect(members()).toEqual([expect.objectContaining({ quota: '2.5 GB' })]);
});
