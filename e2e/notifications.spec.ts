import { MESSAGES } from '@central/domain';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { erp, expect, signIn, signInToPanel, test, urlFor } from './support/fixtures';
import { notificationsWorker, PUSH_SUBSCRIBED_FLAG, shownNotifications, stubPushManager, type SubscriptionJson } from './support/push';

test.beforeEach(() => erp.reset());

/** A subscription like a real one, on the host the test server accepts (PUSH_SERVICE_HOSTS in global-setup). */
function madeUpSubscription(): SubscriptionJson {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
  const p256dh = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString(
    'base64url',
  );
  return { endpoint: `https://push.test.localhost/push/${randomUUID()}`, keys: { p256dh, auth: randomBytes(16).toString('base64url') } };
}
const stubPushService = (page: Page) => stubPushManager(page, madeUpSubscription());

/** A toast, named by its title. */
const toast = (page: Page, text: string) => page.getByRole('listitem', { name: text });

const notSaved = (page: Page) => page.getByText('As notificações estão permitidas, mas ainda não configuradas neste aparelho.');

async function openNotifications(page: Page) {
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  await page.goto(urlFor('demo', '/panel/notifications'));
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
}

async function expectFormDisabled(page: Page) {
  await expect(page.getByLabel('Quando avisar')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
}

test('the notification prompt appears after sign-in while permission is undecided, and stays dismissed', async ({ page }) => {
  // Through the form: the prompt follows a sign-in made in the app.
  await signIn(page, 'demo', '52998224725', 'demo123');
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
  const prompt = page.getByRole('group').filter({ hasText: 'Ative as notificações para ser avisado do vencimento das suas faturas.' });
  await expect(prompt.getByRole('link', { name: 'Ativar notificações' })).toHaveAttribute('href', '/panel/notifications');
  await prompt.getByRole('button', { name: 'Dispensar' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olá, Maria' })).toBeVisible();
  await expect(page.getByText('Ative as notificações')).toHaveCount(0);
});

test('undecided permission: the page offers to enable, explains how, and keeps the form disabled', async ({ page }) => {
  await openNotifications(page);
  await expect(page.getByText('As notificações estão desativadas neste navegador.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ativar notificações' })).toBeVisible();
  await expectFormDisabled(page);

  await page.getByRole('button', { name: 'Como ativar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Como ativar as notificações' });
  for (const browser of ['Chrome (computador)', 'Firefox', 'Safari no iPhone ou iPad', 'Android'])
    await expect(dialog.getByText(browser)).toBeVisible();
  await expect(dialog.getByText('Adicionar à Tela de Início')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Recarregar página' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
});

test('refused permission: the page says how to allow it in the browser, with no enable button', async ({ page, context }) => {
  // Playwright can only grant; Chromium's own protocol refuses, in this test's browser context.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: urlFor('demo', ''),
    browserContextId: targetInfo.browserContextId,
  });
  await openNotifications(page);
  await expect(page.getByText('As notificações foram bloqueadas neste navegador.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ativar notificações' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Como ativar' })).toBeVisible();
  await expectFormDisabled(page);
});

test('allowing notifications from the page turns the form on', async ({ page, context, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/); // this device has nothing saved yet
  await stubPushService(page);
  await openNotifications(page);
  await context.grantPermissions(['notifications'], { origin: urlFor('demo', '') });
  await page.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(notSaved(page)).toBeVisible();
  await expect(page.getByLabel('Quando avisar')).toBeEnabled();
});

test('granted: the range is saved for this device, shown after a reload, and turned off again', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/); // this device has nothing saved yet
  await context.grantPermissions(['notifications'], { origin: urlFor('demo', '') });
  await stubPushService(page);
  await openNotifications(page);
  await expect(notSaved(page)).toBeVisible();
  const range = page.getByLabel('Quando avisar');
  await expect(range.locator('option')).toHaveText([
    'Selecione',
    '15 dias antes do vencimento',
    '10 dias antes do vencimento',
    '5 dias antes do vencimento',
    '1 dia antes do vencimento',
  ]);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(MESSAGES.notificationRangeRequired)).toBeVisible();

  await range.selectOption({ label: '5 dias antes do vencimento' });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, MESSAGES.notificationConfigSaved)).toBeVisible();
  await expect(notSaved(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Quando avisar')).toHaveValue('5');
  await expect(notSaved(page)).toHaveCount(0);
  const workerType = await page.evaluate(async () => (await fetch('/notification/sw.js')).headers.get('content-type'));
  expect(workerType).toMatch(/^(text|application)\/javascript/);
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/notification/'))?.scope);
  expect(registration).toBe(urlFor('demo', '/notification/'));

  await page.getByRole('button', { name: 'Desativar lembretes neste aparelho' }).click();
  await expect(toast(page, 'Lembretes desativados neste aparelho.')).toBeVisible();
  await expect(notSaved(page)).toBeVisible();
  await expect(page.getByLabel('Quando avisar')).toHaveValue('');
  expect(await page.evaluate((flag) => localStorage.getItem(flag), PUSH_SUBSCRIBED_FLAG)).toBeNull();

  await page.reload();
  await expect(notSaved(page)).toBeVisible();
});

test('the service worker shows a push as plain text and only ever points at this portal', async ({ page, context, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/); // this device has nothing saved yet
  await context.grantPermissions(['notifications'], { origin: urlFor('demo', '') });
  await stubPushService(page);
  await openNotifications(page);
  await expect(notSaved(page)).toBeVisible();

  const worker = await notificationsWorker(page);
  const push = (message: object) => worker.deliver(JSON.stringify(message));
  const shown = () => shownNotifications(page);

  await push({ title: 'Sua fatura vence em 5 dias', body: '<b>R$ 99,90</b>', url: '/panel/financial/invoice/123', tag: 'invoice-123' });
  await expect.poll(shown).toMatchObject([
    {
      title: 'Sua fatura vence em 5 dias',
      body: '<b>R$ 99,90</b>',
      tag: 'invoice-123',
      url: urlFor('demo', '/panel/financial/invoice/123'),
    },
  ]);

  await push({ title: 'Aviso geral', body: 'Manutenção programada', url: 'https://evil.example/phish', tag: 'broadcast' });
  await expect
    .poll(async () => (await shown()).find((notification) => notification.tag === 'broadcast')?.url)
    .toBe(urlFor('demo', '/panel'));
});
