import { MESSAGES } from '@central/domain';
import { codeMailedBy, erp, expect, signIn, test, urlFor } from './support/fixtures';

test.beforeEach(() => erp.reset());

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

test('first access carries its own title', async ({ page }) => {
  await page.goto(urlFor('demo', '/sign-in'));
  await page.getByRole('button', { name: 'Primeiro acesso' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/request-password-restoration?first_access=true'));
  await expect(page.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
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
