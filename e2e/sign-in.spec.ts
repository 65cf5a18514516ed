import type { Page } from '@playwright/test';
import { completeCpf, MESSAGES } from '@central/domain';
import { erp, expect, homeReadsDone, signIn, signInToPanel, test, urlFor } from './support/fixtures';

test.beforeEach(() => erp.reset());

test('a subscriber signs in with a CPF and lands on the panel greeted by first name', async ({ page }) => {
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
  await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
  await expect(page).toHaveTitle('Central - Página Inicial');
});

test('a company signs in with a CNPJ', async ({ page }) => {
  await signIn(page, 'demo', '11222333000181', 'demo456');
  await expect(page.getByRole('heading', { name: 'Olá, Padaria' })).toBeVisible();
});

test('the combined field masks a CPF and switches to the CNPJ mask past 11 digits', async ({ page }) => {
  await page.goto(urlFor('demo', '/sign-in'));
  const field = page.getByLabel('CPF/CNPJ');
  await field.pressSequentially('52998224725');
  await expect(field).toHaveValue('529.982.247-25');
  await field.fill('');
  await field.pressSequentially('11222333000181');
  await expect(field).toHaveValue('11.222.333/0001-81');
});

test('a digit erased or typed in the middle of the masked field keeps the mask and the caret in place', async ({ page }) => {
  await page.goto(urlFor('demo', '/sign-in'));
  const field = page.getByLabel('CPF/CNPJ');
  await field.pressSequentially('52998224725');
  await field.press('Home');
  for (let step = 0; step < 4; step++) await field.press('ArrowRight');
  // The caret sits after the first dot: Backspace takes the 9 before it rather than doing nothing.
  await field.press('Backspace');
  await expect(field).toHaveValue('529.822.472-5');
  await field.press('9');
  await expect(field).toHaveValue('529.982.247-25');
  await field.press('x');
  await expect(field).toHaveValue('529.982.247-25');
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
});

test('empty fields get the sign-in warnings before anything is sent', async ({ page }) => {
  await page.goto(urlFor('demo', '/sign-in'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(MESSAGES.cpfCnpjRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.passwordRequired)).toBeVisible();
});

test('an invalid CPF gets its warning', async ({ page }) => {
  await signIn(page, 'demo', '52998224724', 'demo123');
  await expect(page.getByText(MESSAGES.cpfCnpjInvalid)).toBeVisible();
  await expect(page).toHaveURL(urlFor('demo', '/sign-in'));
});

for (const [label, cpf, password, message, status] of [
  ['an unknown CPF', '12345678909', 'demo123', MESSAGES.customerNotFound, 404],
  ['a wrong password', '52998224725', 'errada', MESSAGES.invalidCredentials, 401],
  ['a disabled subscriber', '11144477735', 'demo123', MESSAGES.customerDisabled, 403],
] as const) {
  test(`${label} gets the exact warning`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(new RegExp(`status of ${status}`));
    await signIn(page, 'demo', cpf, password);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(urlFor('demo', '/sign-in'));
  });
}

test('a CPF that keeps failing is held off with a pointer to Recuperar Senha', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of (404|429)/);
  const madeUp = completeCpf(String(200_000_000 + Math.floor(Math.random() * 100_000_000))).replace(/\D/g, '');
  for (let attempt = 0; attempt < 5; attempt++) {
    await signIn(page, 'demo', madeUp, `tentativa-${attempt}`);
    await expect(page.getByText(MESSAGES.customerNotFound)).toBeVisible();
  }
  await signIn(page, 'demo', madeUp, 'mais-uma');
  await expect(page.getByText(MESSAGES.signInLocked)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recuperar senha' })).toBeVisible();
});

test('the panel without a session sends the person to sign in, and back after', async ({ page }) => {
  await page.goto(urlFor('demo', '/panel/security'));
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel('CPF/CNPJ').fill('52998224725');
  await page.getByLabel('Senha', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/security'));
});

test('a subscriber already signed in who opens /sign-in lands on the panel without seeing the form', async ({ page }) => {
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
  // Notes whether the sign-in heading is ever put on the page, however briefly.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (Array.from(document.querySelectorAll('h1')).some((h) => h.textContent === 'Acesse sua conta'))
        document.documentElement.dataset.signInFormSeen = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  const sessionChecks = sessionChecksOf(page);
  await page.goto(urlFor('demo', '/sign-in'));
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
  await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.signInFormSeen ?? 'no')).toBe('no');
  // The page said who opens it, and the panel took that on: no one asked the API.
  expect(sessionChecks).toEqual([]);
});

test('a panel page opened with a session remembers that this browser is signed in, once the page is idle', async ({ page }) => {
  // Signed in through the API, so the sign-in form never wrote the hint: the panel's page, which carries the session, does.
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('central:signed-in'))).toBe('1');
});

test('a subscriber whose session ended opens /sign-in: the form shows with nothing asked and no error, and signing in goes on', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
  // The home done with its reads, then the session ends.
  await homeReadsDone(page);
  // The browser remembers a sign-in (the app's hint stays), but the session is gone.
  await context.clearCookies();
  const sessionChecks = sessionChecksOf(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(urlFor('demo', '/sign-in?next=%2Fpanel%2Fsecurity'));
  await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
  await page.getByLabel('CPF/CNPJ').fill('52998224725');
  await page.getByLabel('Senha', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/security'));
  // Asked once, by the panel after the new sign-in (its page was not served to it): never under the ended session.
  expect(sessionChecks).toEqual(['200']);
  expect(errors).toEqual([]);
});

/** The answers to the app's session checks (GET /api/central/auth/valid-token) from here on, by status. */
function sessionChecksOf(page: Page): string[] {
  const statuses: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/central/auth/valid-token') statuses.push(String(response.status()));
  });
  return statuses;
}
