import { MESSAGES } from '@central/domain';
import { erp, expect, signIn, test, urlFor } from './support/fixtures';

test.beforeEach(() => erp.reset());

test('the security page changes the password, which works at the next sign-in', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/);
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
  await page.goto(urlFor('demo', '/panel/security'));
  await expect(page.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();

  await page.getByLabel('Senha atual').fill('nao-e-esta');
  await page.getByLabel('Nova senha', { exact: true }).fill('segura123');
  await page.getByLabel('Repita a nova senha').fill('segura123');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(MESSAGES.currentPasswordInvalid)).toBeVisible();

  await page.getByLabel('Senha atual').fill('demo123');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(MESSAGES.passwordUpdated)).toBeVisible();

  await page.getByRole('button', { name: 'SAIR' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/sign-in'));
  await signIn(page, 'demo', '52998224725', 'segura123');
  await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
});
