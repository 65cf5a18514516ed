import type { APIRequestContext, Page } from '@playwright/test';
import {
  createGenieAcsSimulator,
  createIxcAcsSimulator,
  GENIEACS_DEMO_DEVICES,
  IXC_ACS_DEMO_DEVICES,
  type GenieAcsSimulator,
  type IxcAcsSimulator,
} from '@central/sandbox';
import { adminApi } from './support/demo-apps';
import { connectDemoAcs, connectDemoIxcAcs, disconnectDemoAcs } from './support/demo-acs';
import { expect, signInToPanel, test, urlFor } from './support/fixtures';

/** Maria (sandbox 'demo'): her home router answers for maria.silva (contract 2001), her shop's for maria.loja. */
const MARIA = { cpf: '529.982.247-25', password: 'demo123' };
const { mariaHome } = IXC_ACS_DEMO_DEVICES;

let ixcAcs: IxcAcsSimulator;
let genieAcs: GenieAcsSimulator;
let admin: APIRequestContext;

test.beforeAll(async () => {
  ixcAcs = createIxcAcsSimulator();
  await ixcAcs.listen();
  genieAcs = createGenieAcsSimulator();
  await genieAcs.listen();
  admin = await adminApi();
});

test.afterAll(async () => {
  await admin?.dispose();
  await ixcAcs?.close();
  await genieAcs?.close();
});

async function openMariasHomeRouter(page: Page, name = /^ZTE F670L\s*Online/, heading: string | RegExp = 'ZTE F670L') {
  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  await page.getByRole('link', { name: 'Wi-Fi' }).first().click();
  await expect(page).toHaveURL(urlFor('demo', '/panel/devices'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus roteadores' })).toBeVisible();
  const routers = page.getByRole('list', { name: 'Meus roteadores' });
  await expect(routers.getByRole('listitem')).toHaveCount(2);
  await routers.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('IXC ACS', () => {
  let acs: string;
  test.beforeAll(async () => {
    acs = await connectDemoIxcAcs(admin, ixcAcs);
  });
  test.afterAll(async () => disconnectDemoAcs(admin, acs));
  test.beforeEach(() => ixcAcs.reset());

  test('Maria reveals her Wi-Fi password, then changes it on both bands at once (unified)', async ({ page }) => {
    await openMariasHomeRouter(page);
    await expect(page.getByText('ZTEG••••B2C3', { exact: false }).first()).toBeVisible();
    // The guest network the ACS lists as switched off is neither shown nor offered.
    await expect(page.getByText('MARIA_VISITAS')).toHaveCount(0);
    const reveal = page.getByRole('button', { name: 'Mostrar senha 2.4 GHz MARIA_2G' });
    await expect(page.getByText('CasaMaria2024')).toHaveCount(0);
    await reveal.click();
    await expect(page.getByText('CasaMaria2024')).toBeVisible();

    await expect(page.getByRole('checkbox', { name: /Rede unificada/ })).toBeChecked();
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('semmaiuscula1');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('semmaiuscula1');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('A senha deve conter pelo menos uma letra maiúscula')).toBeVisible();
    expect(ixcAcs.requests().filter((entry) => entry.route === 'changeWifi')).toEqual([]);

    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('NovaCasa2025');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('NovaCasa2025');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
    await expect(page.getByText('Rede 2.4 GHz: senha alterada.')).toBeVisible();
    await expect(page.getByText('Rede 5 GHz: senha alterada.')).toBeVisible();
    const wifi = ixcAcs.wifiOf(mariaHome.serial)!;
    expect([wifi['2.4'][0]!.password, wifi['5.8'][0]!.password]).toEqual(['NovaCasa2025', 'NovaCasa2025']);
    await page.getByRole('button', { name: 'Mostrar senha 5 GHz MARIA_5G' }).click();
    await expect(page.getByText('NovaCasa2025').first()).toBeVisible();
  });

  test('distributed: only 5 GHz changes, and a refused band is reported as such', async ({ page }) => {
    await openMariasHomeRouter(page);
    await page.getByRole('checkbox', { name: /Rede unificada/ }).uncheck();
    await page.getByRole('radio', { name: '5 GHz · MARIA_5G' }).check();
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('SoCinco2025');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('SoCinco2025');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Rede 5 GHz: senha alterada.')).toBeVisible();
    let wifi = ixcAcs.wifiOf(mariaHome.serial)!;
    expect([wifi['2.4'][0]!.password, wifi['5.8'][0]!.password]).toEqual(['CasaMaria2024', 'SoCinco2025']);

    ixcAcs.refuseBand({ band: '5.8' });
    await page.getByRole('checkbox', { name: /Rede unificada/ }).check();
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Outra2025x');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('Outra2025x');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Rede 2.4 GHz: senha alterada.')).toBeVisible();
    await expect(page.getByText('Rede 5 GHz: não foi possível alterar a senha.').first()).toBeVisible();
    wifi = ixcAcs.wifiOf(mariaHome.serial)!;
    expect([wifi['2.4'][0]!.password, wifi['5.8'][0]!.password]).toEqual(['Outra2025x', 'SoCinco2025']);
  });

  test('an ACS that is down shows the failure with a retry that works once it is back', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 502/);
    await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
    ixcAcs.failNext('naturalView', { status: 503, times: 3 });
    await page.goto(urlFor('demo', '/panel/devices'));
    await expect(page.getByText('Falha ao carregar dispositivos...')).toBeVisible();
    await page.getByRole('button', { name: /Tentar novamente/ }).click();
    await expect(page.getByRole('list', { name: 'Meus roteadores' }).getByRole('listitem')).toHaveCount(2);

    ixcAcs.failNext('readWifi', { status: 503 });
    await page.goto(urlFor('demo', `/panel/device/${Buffer.from(mariaHome.serial).toString('base64url')}`));
    await expect(page.getByText('Falha ao carregar detalhes do dispositivo')).toBeVisible();
  });

  test("another subscriber's router is not found, and the page says so", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
    const bakery = Buffer.from(IXC_ACS_DEMO_DEVICES.bakery.serial).toString('base64url');
    await page.goto(urlFor('demo', `/panel/device/${bakery}`));
    await expect(page.getByText('Dispositivo não encontrado')).toBeVisible();
  });
});

test.describe('GenieACS', () => {
  let acs: string;
  const { mariaHome } = GENIEACS_DEMO_DEVICES;
  const passphrase = (wlan: number) =>
    genieAcs.passphrase(mariaHome.id, `InternetGatewayDevice.LANDevice.1.WLANConfiguration.${wlan}.PreSharedKey.1.KeyPassphrase`);
  test.beforeAll(async () => {
    acs = await connectDemoAcs(admin, { acs_kind: 'genieacs', acs_url: genieAcs.origin, acs_issuer_id: '', acs_private_key: '' });
  });
  test.afterAll(async () => disconnectDemoAcs(admin, acs));
  test.beforeEach(() => genieAcs.reset());

  test('unified, then distributed: the router applies each change, and the password TR-069 hides is shown to its owner', async ({
    page,
  }) => {
    await openMariasHomeRouter(page, /HG8145V5\s*Online/, /HG8145V5/);
    await expect(page.getByText('Não disponível: altere a senha abaixo para defini-la.').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('GenieCasa2025');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('GenieCasa2025');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
    expect([passphrase(1), passphrase(5)]).toEqual(['GenieCasa2025', 'GenieCasa2025']);
    await page.getByRole('button', { name: 'Mostrar senha 2.4 GHz MARIA_2G' }).click();
    await expect(page.getByText('GenieCasa2025')).toBeVisible();

    await page.getByRole('checkbox', { name: /Rede unificada/ }).uncheck();
    await page.getByRole('radio', { name: '2.4 GHz · MARIA_2G' }).check();
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('SoDois2025');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('SoDois2025');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Rede 2.4 GHz: senha alterada.')).toBeVisible();
    expect([passphrase(1), passphrase(5)]).toEqual(['SoDois2025', 'GenieCasa2025']);
  });

  test('a router that does not answer the connection request gets the password on its next contact, and the page says so', async ({
    page,
  }) => {
    await openMariasHomeRouter(page, /XX230v\s*Online/, /XX230v/);
    await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('LojaNova2025');
    await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('LojaNova2025');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Rede 5 GHz: a senha será aplicada quando o roteador se conectar novamente.')).toBeVisible();
    await expect(page.getByText('Rede 2.4 GHz: a senha será aplicada quando o roteador se conectar novamente.')).toBeVisible();
  });
});

test('without an ACS the Wi-Fi pages go back to the panel, and the menu has no Wi-Fi', async ({ page }) => {
  await signInToPanel(page, 'demo', MARIA.cpf, MARIA.password);
  await expect(page.getByRole('link', { name: 'Página Inicial' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wi-Fi' })).toHaveCount(0);
  await page.goto(urlFor('demo', '/panel/devices'));
  await expect(page).toHaveURL(urlFor('demo', '/panel'));
});
