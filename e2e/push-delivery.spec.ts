import { MESSAGES } from '@central/domain';
import type { Page } from '@playwright/test';
import { expect, pushService, signInToPanel, test, urlFor } from './support/fixtures';
import { notificationsWorker, shownNotifications, stubPushManager } from './support/push';

/** The demo provider's own password (apps/sandbox/src/demo-tenants.ts). */
const DEMO = { clientId: 'demo', password: 'provedor-demo-123' };

/** The provider icon the page gave the worker (`?icon=`), as a notification spells it; none for a data: logo. */
const workerIcon = (page: Page) =>
  page.evaluate(async () => {
    const script = new URL((await navigator.serviceWorker.getRegistration('/notification/'))!.active!.scriptURL);
    const icon = script.searchParams.get('icon');
    return icon ? new URL(icon, location.origin).href : '';
  });

async function sendBroadcast(page: Page, title: string, message: string) {
  await page.goto(urlFor('demo', '/admin'));
  await page.getByRole('textbox', { name: 'Usuário' }).fill(DEMO.clientId);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  const form = page.getByRole('form', { name: 'Enviar Notificação Geral' });
  await form.getByRole('textbox', { name: 'Título' }).fill(title);
  await form.getByRole('textbox', { name: 'Mensagem' }).fill(message);
  await form.getByRole('button', { name: 'Enviar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^Enviar para \d+ aparelhos?\?$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('listitem', { name: 'Notificação geral enviada com sucesso!' })).toBeVisible();
}

test('a saved subscription receives the provider broadcast, encrypted, and the service worker shows it', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(60_000); // the broadcast goes out through the job queue, which workers poll
  allowConsoleErrors(/status of 404/); // this device has nothing saved yet
  await page.context().grantPermissions(['notifications'], { origin: urlFor('demo', '') });
  await signInToPanel(page, 'demo', '52998224725', 'demo123');
  const vapidKey = await page.evaluate(
    async () => ((await (await fetch('/api/central/theme')).json()) as { vapid_public_key: string }).vapid_public_key,
  );
  const subscription = await pushService.createSubscription(vapidKey);
  // Bound to the provider's VAPID key, like a browser's: the simulator holds the keys to decrypt what arrives.
  await stubPushManager(page, subscription, vapidKey);

  await page.goto(urlFor('demo', '/panel/notifications'));
  await page.getByLabel('Quando avisar').selectOption({ label: '5 dias antes do vencimento' });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('listitem', { name: MESSAGES.notificationConfigSaved })).toBeVisible();

  const title = `Manutenção ${Date.now()}`;
  const body = 'A rede fica fora por 10 minutos hoje às 23h.';
  const provider = await browser.newContext();
  await sendBroadcast(await provider.newPage(), title, body);
  await provider.close();

  // The simulator decrypts with the subscription's private key and checked the VAPID signature against vapidKey.
  await expect
    .poll(async () => (await pushService.messages(subscription.id)).map(({ payload }) => JSON.parse(payload)), {
      message: 'the broadcast at the subscription endpoint',
      timeout: 30_000,
    })
    .toEqual([expect.objectContaining({ title, body, url: '/panel' })]);
  const [received] = await pushService.messages(subscription.id);

  // What the push service would hand the browser: the decrypted payload, as the worker's push event.
  await (await notificationsWorker(page)).deliver(received!.payload);
  const icon = await workerIcon(page);
  await expect.poll(() => shownNotifications(page)).toMatchObject([{ title, body, icon, url: urlFor('demo', '/panel') }]);
});
