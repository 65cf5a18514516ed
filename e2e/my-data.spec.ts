import type { Page } from '@playwright/test';
import { downloadOf, expect, signInToPanel, test, urlFor } from './support/fixtures';

/** 'Meus dados' (LGPD) and the provider's privacy notice. */
const MARIA = ['demo', '52998224725', 'demo123'] as const;

const toast = (page: Page, text: string) => page.getByRole('listitem', { name: text });

test('Meus dados shows what the portal keeps, downloads it as a file and ends the other sessions', async ({ page, browser }) => {
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInToPanel(otherPage, ...MARIA);
  await signInToPanel(page, ...MARIA);

  await page.goto(urlFor('demo', '/panel/security'));
  await page.getByRole('link', { name: /^Meus dados/ }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/security/my-data'));
  await expect(page).toHaveTitle('Central - Meus dados');
  await expect(page.getByRole('heading', { name: 'Meus dados', level: 1 })).toBeVisible();
  for (const section of [
    'Acessos à sua conta',
    'Notificações',
    'Cartões salvos',
    'Pagamentos com cartão',
    'Aplicativos ativados',
    'Registro de atividades',
  ]) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Dados com o provedor: Provedor Demo', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'atendimento@provedordemo.example.com' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Este dispositivo', level: 3 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Outro acesso', level: 3 }).first()).toBeVisible();

  const { name, bytes } = await downloadOf(page, () => page.getByRole('link', { name: 'Baixar meus dados' }).click());
  expect(name).toMatch(/^meus-dados-provedor-demo-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(bytes.toString('utf8')) as { subscriber: { customerId: string }; sessions: Array<{ current: boolean }> };
  expect(file.subscriber.customerId).toBe('1001');
  expect(file.sessions.filter((session) => session.current)).toHaveLength(1);
  expect(file.sessions.length).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Encerrar os outros acessos' }).click();
  await page.getByRole('menuitem', { name: 'Encerrar' }).click();
  await expect(toast(page, 'Os outros acessos foram encerrados.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Outro acesso', level: 3 })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Encerrar os outros acessos' })).toHaveCount(0);

  // The other browser's session is over: its next page asks it to sign in again.
  await otherPage.goto(urlFor('demo', '/panel'));
  await expect(otherPage).toHaveURL(/\/sign-in/);
  await elsewhere.close();
});

test("the privacy notice is a click away from the sign-in page, with the provider's contacts and how long data is kept", async ({
  page,
}) => {
  await page.goto(urlFor('demo', '/sign-in'));
  await page.getByRole('link', { name: 'Aviso de privacidade' }).click();

  await expect(page).toHaveURL(urlFor('demo', '/aviso-de-privacidade'));
  await expect(page).toHaveTitle('Central - Aviso de privacidade');
  await expect(page.getByRole('heading', { name: 'Aviso de privacidade', level: 1 })).toBeVisible();
  await expect(page.getByText(/o provedor Provedor Demo, é o controlador/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'atendimento@provedordemo.example.com' })).toBeVisible();
  await expect(page.getByText(/São guardados por 183 dias e depois apagados/)).toBeVisible();
  await expect(page.getByText(/apagado depois de 365 dias sem uso/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seus direitos e como exercê-los' })).toBeVisible();
});
