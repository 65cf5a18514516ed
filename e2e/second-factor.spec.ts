import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { totpCode } from '../apps/server/src/modules/staff/second-factor/totp';
import { expect, hostUrl, signInAsAdmin, test, urlFor } from './support/fixtures';
import { useOwnStack } from './support/own-stack';

/**
 * Staff sign in with a second factor (TOTP). The admin enrols from the offer after signing in, saves the
 * recovery codes, and signs in again with a code and with a recovery code; a provider enrols on its page and an admin
 * resets it. Every other journey signs the admin in with the password alone, so this file runs a stack of its own:
 * whatever it leaves on, even when it fails, goes away with that stack's database.
 */
const ADMIN = { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! };
/** The demo provider's own password (apps/sandbox/src/demo-tenants.ts). */
const DEMO = { clientId: 'demo', alias: 'Provedor Demo', password: 'provedor-demo-123' };
const STEP_MS = 30_000;

useOwnStack({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });

const toast = (page: Page, text: string) => page.getByRole('listitem', { name: text });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu administrativo' });
/** The code of the next 30-second step: the one that turned the factor on cannot sign in again. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + STEP_MS);

/** In the enrolment dialog: the QR code is drawn, the secret is read as typed by hand, a first code turns it on. */
async function enrol(page: Page, dialog: Locator): Promise<{ secret: string; codes: string[] }> {
  await expect(dialog.getByRole('img', { name: 'QR code da verificação em duas etapas' })).toBeVisible();
  const grouped = (await dialog.locator('code').textContent()) ?? '';
  expect(grouped).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const secret = grouped.replace(/ /g, '');

  await dialog.getByRole('button', { name: 'Ativar' }).click();
  await expect(dialog.getByText('Informe o código de 6 dígitos do seu aplicativo autenticador.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Código de verificação' }).fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Ativar' }).click();

  await expect(dialog.getByText('Guarde-os agora em um lugar seguro: eles não serão mostrados novamente.')).toBeVisible();
  const codes = await dialog.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

async function signInWithPassword(page: Page, user: { label: string; value: string }, password: string) {
  await page.getByRole('textbox', { name: user.label }).fill(user.value);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
}

test('a provider turns its second factor on, signs in with a code, and an admin resets it', async ({ page, allowConsoleErrors }) => {
  // The demo provider has no ACS connection: its edit page reads it as a 404, which means 'none'.
  allowConsoleErrors(/status of 404/);
  await page.goto(urlFor(DEMO.clientId, '/admin'));
  await signInWithPassword(page, { label: 'Usuário', value: DEMO.clientId }, DEMO.password);
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await expect(section.getByText('Desativada')).toBeVisible();
  await section.getByRole('button', { name: 'Ativar' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Verificação em duas etapas' });
  const { secret } = await enrol(page, dialog);
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(toast(page, 'Verificação em duas etapas ativada')).toBeVisible();
  await expect(section.getByText('Ativa', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(urlFor(DEMO.clientId, '/admin'));
  await signInWithPassword(page, { label: 'Usuário', value: DEMO.clientId }, DEMO.password);
  const code = page.getByRole('textbox', { name: 'Código de verificação' });
  await expect(code).toBeFocused();
  await code.fill(nextCode(secret));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(urlFor(DEMO.clientId, '/provider'));
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(urlFor(DEMO.clientId, '/admin'));

  // The provider lost its phone: the admin resets it from the provider's page, and the history says so.
  await signInAsAdmin(page);
  await page.goto(hostUrl('localhost', `/adm/customer/${DEMO.clientId}/edit`));
  await page.getByRole('button', { name: 'Redefinir verificação em duas etapas' }).click();
  await page.getByRole('menuitem', { name: 'Redefinir' }).click();
  await expect(toast(page, 'Verificação em duas etapas redefinida.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Últimas alterações' }).getByText('Redefinição da verificação em duas etapas'),
  ).toBeVisible();
  // Nothing is on any more: the page no longer offers the reset.
  await expect(page.getByRole('button', { name: 'Redefinir verificação em duas etapas' })).toBeHidden();
  await menu(page).getByRole('button', { name: 'Sair' }).click();

  await page.goto(urlFor(DEMO.clientId, '/admin'));
  await signInWithPassword(page, { label: 'Usuário', value: DEMO.clientId }, DEMO.password);
  await expect(page).toHaveURL(urlFor(DEMO.clientId, '/provider'));
});

test('the admin enrols when asked after signing in, then signs in with a code and once with a recovery code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const signInPage = hostUrl('localhost', '/auth/adm/sign-in');
  const email = { label: 'E-mail', value: ADMIN.email };

  await page.goto(signInPage);
  await signInWithPassword(page, email, ADMIN.password);
  const offer = page.getByRole('dialog', { name: 'Ative a verificação em duas etapas' });
  await offer.getByRole('button', { name: 'Ativar agora' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Verificação em duas etapas' });
  const { secret, codes } = await enrol(page, dialog);

  await dialog.getByRole('button', { name: 'Copiar códigos' }).click();
  await expect(dialog.getByRole('status').getByText('Códigos copiados')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Baixar' }).click()]);
  expect(download.suggestedFilename()).toBe('codigos-de-recuperacao.txt');
  const file = await readFile(await download.path(), 'utf8');
  expect(file).toContain(ADMIN.email);
  for (const code of codes) expect(file).toContain(`\n${code}\n`);
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toBeHidden();

  await menu(page).getByRole('button', { name: 'Verificação em duas etapas' }).click();
  await expect(dialog.getByText('Ativa', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await menu(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(signInPage);

  // With a code of the authenticator: no session after the password alone, then the list, and no offer.
  await signInWithPassword(page, email, ADMIN.password);
  const code = page.getByRole('textbox', { name: 'Código de verificação' });
  await expect(code).toBeFocused();
  await code.fill(nextCode(secret));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(hostUrl('localhost', '/adm/customers'));
  await expect(page.getByRole('row').filter({ hasText: /^demo/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await menu(page).getByRole('button', { name: 'Sair' }).click();

  // With a recovery code: a wrong one is refused in the server's words, a saved one signs in.
  await signInWithPassword(page, email, ADMIN.password);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  const recovery = page.getByRole('textbox', { name: 'Código de recuperação' });
  await expect(recovery).toBeFocused();
  await recovery.fill('aaaaa-aaaaa');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Código de recuperação inválido ou já usado.')).toBeVisible();
  await recovery.fill(codes[0]!);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(hostUrl('localhost', '/adm/customers'));
});
