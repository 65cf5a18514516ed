import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@central/domain';
import { codeMailedBy, erp, expect, signIn, test, urlFor } from './support/fixtures';

test.beforeEach(() => erp.reset());

/** The e-mails in the server's outbox, oldest first. */
async function outbox(): Promise<string[]> {
  const dir = process.env.E2E_OUTBOX_DIR!;
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
}

async function toEmailChoice(page: Page, cpfCnpj: string) {
  await page.goto(urlFor('demo', '/request-password-restoration'));
  await page.getByLabel('CPF/CNPJ').fill(cpfCnpj);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/send-password-restoration-request'));
}

test('a subscriber recovers the password by e-mail code and signs in with the new one', async ({ page }) => {
  await page.goto(urlFor('demo', '/sign-in'));
  await page.getByRole('button', { name: 'Recuperar senha' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar Senha' })).toBeVisible();
  await page.getByLabel('CPF/CNPJ').fill('52998224725');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(urlFor('demo', '/send-password-restoration-request'));
  await page.getByLabel('ma*************@ex*****.net').check();
  const code = await codeMailedBy(() => page.getByRole('button', { name: 'Enviar código' }).click());

  await expect(page).toHaveURL(urlFor('demo', '/verification-code'));
  await expect(page.getByText('Verifique a caixa de entrada e spam')).toBeVisible();
  await expect(page.getByText('ma*************@ex*****.net')).toBeVisible();
  const codeField = page.getByLabel('Código de verificação');
  await codeField.pressSequentially(code.replace(/-/g, ''));
  await expect(codeField).toHaveValue(/^\d{3}-\d{3}-\d{3}$/);
  await page.getByRole('button', { name: 'Verificar código' }).click();

  await expect(page).toHaveURL(urlFor('demo', '/change-password'));
  await page.getByLabel('Nova senha', { exact: true }).fill('recuperada1');
  await page.getByLabel('Repita a nova senha').fill('recuperada1');
  await page.getByRole('button', { name: 'Alterar senha' }).click();

  await expect(page).toHaveURL(urlFor('demo', '/password-changed-successfully'));
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/sign-in'));
  await signIn(page, 'demo', '52998224725', 'recuperada1');
  await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
});

test('first access carries its own title, and Voltar goes back to the sign-in it came from', async ({ page }) => {
  await page.goto(urlFor('demo', '/sign-in'));
  await page.getByRole('button', { name: 'Primeiro acesso' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/request-password-restoration?first_access=true'));
  await expect(page.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/sign-in'));
  await expect(page.getByRole('button', { name: 'Primeiro acesso' })).toBeVisible();
});

test('a CPF without e-mail gets the exact warning', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto(urlFor('demo', '/request-password-restoration'));
  await page.getByLabel('CPF/CNPJ').fill('39053344705');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText(MESSAGES.noEmailForDocument)).toBeVisible();
});

test('a wrong code and mismatched passwords get their warnings; Voltar goes one step back', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/);
  await page.goto(urlFor('demo', '/request-password-restoration'));
  await page.getByLabel('CPF/CNPJ').fill('52998224725');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('ma*********@ex*****.com').check();
  const code = await codeMailedBy(() => page.getByRole('button', { name: 'Enviar código' }).click());
  await expect(page).toHaveURL(urlFor('demo', '/verification-code'));

  const wrong = code === '111-111-111' ? '222222222' : '111111111';
  await page.getByLabel('Código de verificação').pressSequentially(wrong);
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page.getByText(MESSAGES.verificationCodeInvalid)).toBeVisible();

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/send-password-restoration-request'));
  await page.getByLabel('ma*********@ex*****.com').check();
  const second = await codeMailedBy(() => page.getByRole('button', { name: 'Enviar código' }).click());
  await page.getByLabel('Código de verificação').pressSequentially(second.replace(/-/g, ''));
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/change-password'));

  await page.getByLabel('Nova senha', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText(MESSAGES.passwordTooShort)).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('abcdef');
  await page.getByLabel('Repita a nova senha').fill('abcdeg');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText(MESSAGES.passwordsMustMatch)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Mostrar senha' }).check();
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveAttribute('type', 'text');

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/verification-code'));
});

test('Voltar on the CPF step goes to the security page (and so to sign-in without a session)', async ({ page }) => {
  await page.goto(urlFor('demo', '/request-password-restoration'));
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fpanel%2Fsecurity$/);
});

test('a recovery step opened without its cookie goes back to the first step', async ({ page }) => {
  await page.goto(urlFor('demo', '/change-password'));
  await expect(page).toHaveURL(urlFor('demo', '/request-password-restoration'));
});

test('a double click on Enviar código mails one code, the button waiting for the answer', async ({ page }) => {
  await toEmailChoice(page, '11222333000181');
  // The only e-mail on file comes chosen.
  await expect(page.getByLabel('co*****@pa***************.com')).toBeChecked();
  await page.route('**/api/central/send/verification-code/mail', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const before = (await outbox()).length;
  const send = page.getByRole('button', { name: 'Enviar código' });
  const code = await codeMailedBy(async () => {
    await send.dblclick();
    await expect(send).toBeDisabled();
  });

  await expect(page).toHaveURL(urlFor('demo', '/verification-code'));
  await page.getByLabel('Código de verificação').pressSequentially(code.replace(/-/g, ''));
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/change-password'));
  expect((await outbox()).length).toBe(before + 1);
});

test('Reenviar código mails a new code to the same address, even after a reload, and stays on the step', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/);
  await toEmailChoice(page, '52998224725');
  await page.getByLabel('ma*************@ex*****.net').check();
  const first = await codeMailedBy(() => page.getByRole('button', { name: 'Enviar código' }).click());
  await expect(page).toHaveURL(urlFor('demo', '/verification-code'));
  await expect(page.getByText(/^Código enviado às \d{2}:\d{2}$/)).toBeVisible();

  // A send within seconds of the last one only repeats it (a double click); a reload forgets what the page kept.
  await page.waitForTimeout(5_500);
  await page.reload();
  let sentAt = '';
  const second = await codeMailedBy(async () => {
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/central/send/verification-code/mail')),
      page.getByRole('button', { name: 'Reenviar código' }).click(),
    ]);
    sentAt = ((await answer.json()) as { sentAt: string }).sentAt;
  });
  expect(second).not.toBe(first);
  expect((await outbox()).at(-1)).toMatch(/^To: maria\.aparecida@example\.net$/m);

  await expect(page).toHaveURL(urlFor('demo', '/verification-code'));
  await expect(page.getByText(MESSAGES.verificationCodeSent)).toBeVisible();
  await expect(page.getByText('ma*************@ex*****.net')).toBeVisible();
  const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }).format(
    new Date(sentAt),
  );
  await expect(page.getByText(`Código enviado às ${time}`)).toBeVisible();

  const codeField = page.getByLabel('Código de verificação');
  await codeField.pressSequentially(first.replace(/-/g, ''));
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page.getByText(MESSAGES.verificationCodeInvalid)).toBeVisible();
  await codeField.fill('');
  await codeField.pressSequentially(second.replace(/-/g, ''));
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/change-password'));
});
