import type { APIRequestContext, Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { CONNECTION_MESSAGES, CONNECTION_VERDICTS } from '@central/domain';
import {
  createGenieAcsSimulator,
  createIxcAcsSimulator,
  DEMO_IDS,
  GENIEACS_DEMO_DEVICES,
  type GenieAcsSimulator,
  type IxcAcsSimulator,
} from '@central/sandbox';
import { adminApi } from './support/demo-apps';
import { connectDemoAcs, connectDemoIxcAcs, disconnectDemoAcs } from './support/demo-acs';
import { erp, expect, signInToPanel, test, urlFor } from './support/fixtures';

/**
 * 'Minha conexão' (docs/product/connection.md) against the sandbox's demo data: Maria's home contract online with a good
 * signal and two blocked ones, Ana's with a weak signal. Without an ACS the router part is hidden; the Wi-Fi and reboot
 * journeys connect the demo provider to an ACS simulator of their own, as devices.spec.ts does.
 */
const MARIA = { cpf: '529.982.247-25', password: 'demo123' };
const ANA = { cpf: '390.533.447-05', password: 'demo789' };
/** The sandbox's subject 'Sem conexão com a internet'. */
const NO_CONNECTION_SUBJECT = '1';

let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(async () => admin?.dispose());
test.beforeEach(() => erp.reset());

async function openConnectionPage(page: Page, who: { cpf: string; password: string }) {
  await signInToPanel(page, 'demo', who.cpf, who.password);
  await page.getByRole('link', { name: 'Minha conexão', exact: true }).first().click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/connection'));
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conexão' })).toBeVisible();
}

const contractCard = (page: Page, description: string) => page.getByRole('region', { name: description });

/** Maria's home contract, once `shown` (a part of its router that only this journey's ACS gives) is on the page. */
async function homeContractShowing(page: Page, shown: (router: Locator) => Locator) {
  await openConnectionPage(page, MARIA);
  const card = contractCard(page, 'Fibra 500 Mega');
  await expect(shown(card.getByRole('region', { name: 'Roteador' }))).toBeVisible();
  return card;
}

test('Ana, whose fibre signal is weak, sees the verdict and opens a support request with the diagnosis', async ({ page }) => {
  await openConnectionPage(page, ANA);
  const card = contractCard(page, 'Fibra 300 Mega');
  await expect(card.getByRole('status').first()).toHaveText(CONNECTION_VERDICTS.noLight);
  await expect(card).toContainText('-29,31 dBm');
  await expect(card.getByText('Ruim', { exact: true })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Roteador' })).toHaveCount(0);

  await card.getByRole('link', { name: 'Abrir chamado' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/customer-service/request'));
  await expect(page.getByLabel('Assunto')).toHaveValue(NO_CONNECTION_SUBJECT);
  await expect(page.getByLabel('Contrato')).toHaveValue(DEMO_IDS.contracts.ana);
  const message = page.getByLabel('Mensagem');
  await expect(message).toHaveValue(/^Diagnóstico da Minha conexão \(.+\):\n/);
  await expect(message).toHaveValue(/Sinal da fibra: -29,31 dBm \(Ruim\)\n/);
  await expect(message).toHaveValue(new RegExp(`Situação: ${CONNECTION_VERDICTS.noLight.replace(/[.:]/g, '\\$&')}`));
  await message.press('ControlOrMeta+End');
  await message.pressSequentially('A internet cai toda noite.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/customer-service/in-progress'));
});

test('Maria reconnects her home contract and sees the connection come back', async ({ page }) => {
  // The page's own clock, so its re-read 10 s after the answer comes at once; the router's redial is the sandbox's.
  await page.clock.install();
  await openConnectionPage(page, MARIA);
  const card = contractCard(page, 'Fibra 500 Mega');
  await expect(card.getByRole('status').first()).toHaveText(CONNECTION_VERDICTS.good);
  await expect(card).toContainText('-19,52 dBm');
  await expect(card).toContainText('Plano de 500 Mega');

  await card.getByRole('button', { name: 'Reconectar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reconectar a internet?' });
  await dialog.getByRole('button', { name: 'Reconectar' }).click();
  await expect(card.getByText(CONNECTION_MESSAGES.reconnectSent)).toBeVisible();
  // The router dials again within seconds; the card reads the status 10 s after the answer.
  const redialed = await fetch(`${process.env.E2E_SANDBOX_URL}/__sandbox/pppoe/reconnect`, { method: 'POST' });
  expect(((await redialed.json()) as { reconnected: number }).reconnected).toBe(1);
  await page.clock.runFor(10_000);
  await expect(card.getByText('Sua conexão voltou.')).toBeVisible();
  await expect(card.getByText('Conectado', { exact: true })).toBeVisible();
});

test("Maria's blocked contract leads to her bills and to the trust unlock", async ({ page }) => {
  await openConnectionPage(page, MARIA);
  const card = contractCard(page, 'Fibra 300 Mega');
  await expect(card.getByRole('status').first()).toHaveText(CONNECTION_VERDICTS.blocked);
  await expect(card.getByRole('link', { name: 'Ver faturas em aberto' })).toHaveAttribute('href', '/panel/financial/invoices/to-pay');
  await card.getByRole('link', { name: 'Desbloqueio de confiança' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/financial/contracts'));
});

test("the home shows the first contract's verdict, read after the home, and leads to the page", async ({ page }) => {
  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  const card = page.getByRole('region', { name: 'Minha conexão' });
  await expect(card.getByRole('status')).toHaveText(/\S/);
  await card.getByRole('link', { name: 'Ver minha conexão' }).click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/connection'));
});

test.describe('with IXC ACS', () => {
  let ixcAcs: IxcAcsSimulator;
  let acs: string;
  test.beforeAll(async () => {
    ixcAcs = createIxcAcsSimulator();
    await ixcAcs.listen();
    acs = await connectDemoIxcAcs(admin, ixcAcs);
  });
  test.afterAll(async () => {
    await disconnectDemoAcs(admin, acs);
    await ixcAcs?.close();
  });
  test.beforeEach(() => ixcAcs.reset());

  test("a visitor joins Maria's Wi-Fi by the QR code of the router page", async ({ page }) => {
    const card = await homeContractShowing(page, (router) => router.getByRole('link', { name: 'Ver o Wi-Fi do roteador' }));
    const router = card.getByRole('region', { name: 'Roteador' });
    await expect(router.getByText('Online', { exact: true })).toBeVisible();
    // IXC ACS offers no restart to the portal.
    await expect(card.getByRole('button', { name: 'Reiniciar roteador' })).toHaveCount(0);
    await router.getByRole('link', { name: 'Ver o Wi-Fi do roteador' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ZTE F670L' })).toBeVisible();

    await page.getByRole('button', { name: 'Compartilhar Wi-Fi 2.4 GHz MARIA_2G' }).click();
    await expect(page.getByText('CasaMaria2024').first()).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR code da rede MARIA_2G' });
    await expect(qr).toBeVisible();
    const png = PNG.sync.read(await qr.screenshot());
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe('WIFI:T:WPA;S:MARIA_2G;P:CasaMaria2024;;');

    await page.getByRole('button', { name: 'Ocultar senha 2.4 GHz MARIA_2G' }).click();
    await expect(qr).toHaveCount(0);
  });
});

test.describe('with GenieACS', () => {
  let genieAcs: GenieAcsSimulator;
  let acs: string;
  test.beforeAll(async () => {
    genieAcs = createGenieAcsSimulator();
    await genieAcs.listen();
    acs = await connectDemoAcs(admin, { acs_kind: 'genieacs', acs_url: genieAcs.origin, acs_issuer_id: '', acs_private_key: '' });
  });
  test.afterAll(async () => {
    await disconnectDemoAcs(admin, acs);
    await genieAcs?.close();
  });
  test.beforeEach(() => genieAcs.reset());

  test('Maria sees the devices on her router and restarts it after the warning', async ({ page }) => {
    const hosts = (router: Locator) => router.getByRole('list', { name: /aparelhos? conectados?/ });
    const card = await homeContractShowing(page, hosts);
    const router = card.getByRole('region', { name: 'Roteador' });
    await expect(router).toContainText('Ligado há');
    await expect(hosts(router)).toContainText('Celular-Maria');

    await card.getByRole('button', { name: 'Reiniciar roteador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reiniciar o roteador?' });
    await expect(dialog).toContainText('O Wi-Fi vai cair por alguns minutos enquanto o roteador reinicia.');
    await dialog.getByRole('button', { name: 'Reiniciar roteador' }).click();
    await expect(card.getByText(CONNECTION_MESSAGES.rebootApplied)).toBeVisible();
    expect(genieAcs.reboots(GENIEACS_DEMO_DEVICES.mariaHome.id)).toMatchObject({ posted: 1, performed: 1 });
  });
});
