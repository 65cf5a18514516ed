import { WIFI_MESSAGES } from '@central/domain';
import { createIxcAcsSimulator, IXC_ACS_DEMO_DEVICES, IXC_ACS_SANDBOX_CLIENT } from '@central/sandbox';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { encodeDeviceId } from '../src/modules/devices/device-rules';
import { acsSuite } from './support/acs';
import { recordCalls } from './support/recorded-calls';
import { PADARIA, signedIn } from './support/subscriber';

/**
 * Routers and Wi-Fi through IXC's own ACS, against its simulator and the IXC sandbox. The demo record is created as
 * records were before `acs_auth`: a P-256 key and no way named, which means the JWT exchange.
 */
const recorded = recordCalls();
const { t, acs, admin } = acsSuite(
  createIxcAcsSimulator,
  (simulator) => ({
    acs_url: simulator.origin,
    acs_issuer_id: IXC_ACS_SANDBOX_CLIENT.issuerId,
    acs_private_key: IXC_ACS_SANDBOX_CLIENT.privateKeyPem,
    acs_kind: 'ixc',
  }),
  { logger: recorded.logger },
);

const { mariaHome, mariaShop, bakery, stranger } = IXC_ACS_DEMO_DEVICES;
const idOf = (serial: string) => encodeDeviceId(serial);
const change = (client: supertest.Agent, serial: string, body: object) => client.patch(`/api/acs/device/${idOf(serial)}/wifi`).send(body);
const STRONG = { password: 'NovaSenha2025', confirmation: 'NovaSenha2025' };

describe('GET /api/acs/devices', () => {
  it("lists the routers of the subscriber's own PPPoE logins, masked, with one ERP read of the logins", async () => {
    const client = await signedIn(t);
    expect((await client.get('/api/acs/customer/check').expect(200)).body).toEqual({ is_acs_configured: true });
    t.sandbox.sandbox.resetStats();
    const { body } = await client.get('/api/acs/devices').expect(200);
    expect(body.devices).toEqual([
      {
        id: idOf(mariaHome.serial),
        serialNumber: 'ZTEG••••B2C3',
        manufacturer: 'ZTE',
        model: 'F670L',
        pppLogin: 'maria.silva',
        contractId: '2001',
        lastContact: expect.any(String),
        online: true,
      },
      {
        id: idOf(mariaShop.serial),
        serialNumber: 'HWTC••••9A10',
        manufacturer: 'Huawei',
        model: 'EG8145V5',
        pppLogin: 'maria.loja',
        contractId: '2003',
        lastContact: expect.any(String),
        online: false,
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(mariaHome.serial);
    expect(t.sandbox.sandbox.stats().byResource).toEqual({ cliente_contrato: 1, radusuarios: 1 });
    // Cached a few minutes per account: the next page costs the ERP nothing.
    await client.get('/api/acs/devices').expect(200);
    expect(t.sandbox.sandbox.stats().total).toBe(2);
  });

  it('answers 404 on a provider without an ACS, without asking the ERP', async () => {
    const client = await signedIn(t, { cpfOrCnpj: '529.982.247-25', password: 'alt12345' }, 'acme.localhost');
    expect((await client.get('/api/acs/customer/check').expect(200)).body).toEqual({ is_acs_configured: false });
    t.sandbox.sandbox.resetStats();
    for (const path of ['/api/acs/devices', `/api/acs/device/${idOf(mariaHome.serial)}`]) {
      const answer = await client.get(path);
      expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'ACS_NOT_CONFIGURED']);
    }
    expect(t.sandbox.sandbox.stats().total).toBe(0);
  });

  it('answers the failure text when the ACS is down (502) or does not answer in time (504)', async () => {
    const client = await signedIn(t);
    acs.failNext('naturalView', { status: 503, times: 10 });
    const down = await client.get('/api/acs/devices');
    expect([down.status, down.body.message]).toEqual([502, WIFI_MESSAGES.listFailure]);
    acs.reset();
    acs.failNext('naturalView', { hang: true, times: 10 });
    const slow = await client.get('/api/acs/devices');
    expect([slow.status, slow.body.message]).toEqual([504, WIFI_MESSAGES.listFailure]);
  });

  it('buys a new access token once the ACS stops accepting the one it kept, with a JWT, and goes on', async () => {
    const client = await signedIn(t);
    await client.get('/api/acs/devices').expect(200);
    acs.revokeAccessTokens();
    const exchanged = acs.exchanges().length;
    await t.db.prisma.accountVersion.updateMany({ data: { version: { increment: 1 } } });
    expect((await client.get('/api/acs/devices').expect(200)).body.devices).toHaveLength(2);
    expect(acs.exchanges().slice(exchanged)).toEqual([expect.objectContaining({ way: 'jwt', accepted: true })]);
    // Each of Maria's three searches met the revoked token; one exchange served their retries.
    expect(
      acs
        .bearers()
        .filter((seen) => !seen.accepted)
        .map((seen) => seen.reason),
    ).toEqual(['revoked', 'revoked', 'revoked']);
  });
});

describe('ACS calls per page', () => {
  it('costs one search per PPPoE login for the list, two reads for a router, and a read plus one PATCH per network for a change', async () => {
    const client = await signedIn(t);
    const routes = ['naturalView', 'ipv6View', 'readWifi', 'changeWifi'];
    const count = () => Object.fromEntries(routes.map((route) => [route, acs.requests().filter((entry) => entry.route === route).length]));
    await client.get('/api/acs/devices').expect(200);
    // Maria's logins: maria.silva, maria.valparaiso and maria.loja (the canceled contract's is left out).
    expect(count()).toEqual({ naturalView: 3, ipv6View: 0, readWifi: 0, changeWifi: 0 });
    acs.reset();
    await client.get(`/api/acs/device/${idOf(mariaHome.serial)}`).expect(200);
    expect(count()).toEqual({ naturalView: 0, ipv6View: 1, readWifi: 1, changeWifi: 0 });
    acs.reset();
    await change(client, mariaHome.serial, { ...STRONG, networks: ['2.4,1', '5.8,5'] }).expect(200);
    expect(count()).toEqual({ naturalView: 0, ipv6View: 1, readWifi: 2, changeWifi: 2 });
    // The access token bought for the list served every later call.
    expect(acs.requests().filter((entry) => entry.route === 'token')).toEqual([]);
  });
});

describe('GET /api/acs/device/{id}', () => {
  it("shows each band's networks switched on, with the password, to their owner", async () => {
    const client = await signedIn(t);
    const { body } = await client.get(`/api/acs/device/${idOf(mariaHome.serial)}`).expect(200);
    expect(body).toMatchObject({
      id: idOf(mariaHome.serial),
      serialNumber: 'ZTEG••••B2C3',
      online: true,
      deviceInfo: {
        manufacturer: 'ZTE',
        pppLogin: 'maria.silva',
        // MARIA_VISITAS, switched off in the ACS, is neither shown nor offered.
        wlanData: {
          '2.4': [{ key: '2.4,1', ssid: 'MARIA_2G', password: 'CasaMaria2024' }],
          '5.8': [{ key: '5.8,5', ssid: 'MARIA_5G', password: 'CasaMaria2024' }],
        },
      },
      deviceParameters: { pppLogin: 'maria.silva' },
    });
  });

  it("answers 404 for another subscriber's router, one nobody owns, and ids that are not ours", async () => {
    const maria = await signedIn(t);
    const padaria = await signedIn(t, PADARIA);
    for (const [client, serial] of [
      [maria, bakery.serial],
      [maria, stranger.serial],
      [padaria, mariaHome.serial],
      [maria, 'NAOEXISTE01'],
    ] as const) {
      const read = await client.get(`/api/acs/device/${idOf(serial)}`);
      expect([serial, read.status, read.body.message]).toEqual([serial, 404, WIFI_MESSAGES.deviceNotFound]);
      expect((await change(client, serial, { ...STRONG, networks: ['2.4,1'] })).status).toBe(404);
    }
    for (const id of [mariaHome.serial, '..%2F..', 'YQ==']) expect((await maria.get(`/api/acs/device/${id}`)).status).toBe(404);
    expect(acs.wifiOf(bakery.serial)!['2.4'][0]!.password).toBe('PaoQuente2024');
  });
});

describe('PATCH /api/acs/device/{id}/wifi', () => {
  it('changes both bands at once (unified), then one band (distributed), and shows the new passwords', async () => {
    const client = await signedIn(t);
    const unified = await change(client, mariaHome.serial, { ...STRONG, networks: ['2.4,1', '5.8,5'] }).expect(200);
    expect(unified.body).toEqual({
      message: 'Senha alterada com sucesso',
      results: [
        { key: '2.4,1', band: '2.4', outcome: 'applied', message: 'Rede 2.4 GHz: senha alterada.' },
        { key: '5.8,5', band: '5.8', outcome: 'applied', message: 'Rede 5 GHz: senha alterada.' },
      ],
    });
    expect([acs.wifiOf(mariaHome.serial)!['2.4'][0]!.password, acs.wifiOf(mariaHome.serial)!['5.8'][0]!.password]).toEqual([
      'NovaSenha2025',
      'NovaSenha2025',
    ]);

    // The one-network route: /device/{id}/{lan},{wlan}.
    const one = await client
      .patch(`/api/acs/device/${idOf(mariaHome.serial)}/5.8,5`)
      .send({ password: 'SoCinco2025' })
      .expect(200);
    expect(one.body.results).toEqual([{ key: '5.8,5', band: '5.8', outcome: 'applied', message: 'Rede 5 GHz: senha alterada.' }]);
    const read = (await client.get(`/api/acs/device/${idOf(mariaHome.serial)}`).expect(200)).body.deviceInfo.wlanData;
    expect([read['2.4'][0].password, read['5.8'][0].password]).toEqual(['NovaSenha2025', 'SoCinco2025']);
  });

  it('reports per band: 2.4 GHz changed and 5 GHz refused', async () => {
    const client = await signedIn(t);
    acs.refuseBand({ band: '5.8' });
    const { body } = await change(client, mariaHome.serial, { ...STRONG, networks: ['2.4,1', '5.8,5'] }).expect(200);
    expect(body.message).toBe('Rede 5 GHz: não foi possível alterar a senha.');
    expect(body.results.map((result: { band: string; outcome: string }) => [result.band, result.outcome])).toEqual([
      ['2.4', 'applied'],
      ['5.8', 'failed'],
    ]);
    expect(acs.wifiOf(mariaHome.serial)!['5.8'][0]!.password).toBe('CasaMaria2024');
  });

  it('queues the change for a router that is offline', async () => {
    const client = await signedIn(t);
    const { body } = await change(client, mariaShop.serial, { ...STRONG, networks: ['2.4,1'] }).expect(200);
    expect(body).toEqual({
      message: 'Senha alterada com sucesso',
      results: [{ key: '2.4,1', band: '2.4', outcome: 'queued', message: WIFI_MESSAGES.bandQueued('2.4') }],
    });
  });

  it("refuses a weak password with the product's text, and a network the router does not have, before any ACS write", async () => {
    const client = await signedIn(t);
    for (const [password, text] of [
      ['', WIFI_MESSAGES.passwordRequired],
      ['Curta1', WIFI_MESSAGES.passwordTooShort],
      ['semmaiuscula1', WIFI_MESSAGES.passwordNeedsUppercase],
      ['SEMMINUSCULA1', WIFI_MESSAGES.passwordNeedsLowercase],
      ['SemNumeroAqui', WIFI_MESSAGES.passwordNeedsDigit],
    ]) {
      const answer = await change(client, mariaHome.serial, { password, networks: ['2.4,1'] });
      expect([password, answer.status, answer.body.message]).toEqual([password, 400, text]);
    }
    const mismatch = await change(client, mariaHome.serial, {
      password: 'NovaSenha2025',
      confirmation: 'NovaSenha2024',
      networks: ['2.4,1'],
    });
    expect([mismatch.status, mismatch.body.fields]).toEqual([400, { confirmation: WIFI_MESSAGES.passwordsMustMatch }]);
    expect((await change(client, mariaHome.serial, { ...STRONG, networks: ['2.4,9'] })).status).toBe(400);
    // A network the ACS lists as switched off is not one the subscriber can change.
    expect((await change(client, mariaHome.serial, { ...STRONG, networks: ['2.4,2'] })).status).toBe(400);
    expect((await change(client, mariaHome.serial, { ...STRONG })).body.fields).toEqual({ networks: WIFI_MESSAGES.networksRequired });
    expect(acs.requests().filter((entry) => entry.route === 'changeWifi')).toEqual([]);
  });

  it('allows 10 changes an hour per subscriber, then 429 with Retry-After', async () => {
    const client = await signedIn(t);
    for (let i = 0; i < 10; i++)
      await change(client, mariaHome.serial, { password: `NovaSenha20${10 + i}`, networks: ['2.4,1'] }).expect(200);
    const refused = await change(client, mariaHome.serial, { password: 'NovaSenha2099', networks: ['2.4,1'] });
    expect([refused.status, refused.body.message]).toEqual([429, WIFI_MESSAGES.tooManyChanges]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(acs.wifiOf(mariaHome.serial)!['2.4'][0]!.password).toBe('NovaSenha2019');
  });

  it('answers the change failure when the ACS is down, changes nothing and counts nothing', async () => {
    const client = await signedIn(t);
    acs.failNext('changeWifi', { status: 503, times: 4 });
    const answer = await change(client, mariaHome.serial, { ...STRONG, networks: ['2.4,1'] });
    expect([answer.status, answer.body]).toEqual([502, { code: 'ACS_UNAVAILABLE', message: WIFI_MESSAGES.changeFailure }]);
    expect(acs.wifiOf(mariaHome.serial)!['2.4'][0]!.password).toBe('CasaMaria2024');
    // Nothing changed, so nothing counted: all 10 of the hour's changes are still there.
    acs.reset();
    for (let i = 0; i < 10; i++)
      await change(client, mariaHome.serial, { password: `NovaSenha20${10 + i}`, networks: ['2.4,1'] }).expect(200);
  });
});

describe('Wi-Fi passwords and secrets', () => {
  it('never appear in a log line, nor does the ACS key; the owner reads them, sealed at rest when the ACS cannot tell', async () => {
    const client = await signedIn(t);
    await change(client, mariaHome.serial, { ...STRONG, networks: ['2.4,1', '5.8,5'] }).expect(200);
    await client.get(`/api/acs/device/${idOf(mariaHome.serial)}`).expect(200);
    const lines = recorded.logLines();
    expect(lines.some((line) => line.includes('Wi-Fi password change'))).toBe(true);
    for (const secret of ['NovaSenha2025', 'CasaMaria2024', IXC_ACS_SANDBOX_CLIENT.privateKeyPem.split('\n')[1]!]) {
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
    const stored = await t.db.prisma.wifiPassword.findMany();
    expect(stored.map((row) => row.networkKey).sort()).toEqual(['2.4,1', '5.8,5']);
    expect(JSON.stringify(stored)).not.toContain('NovaSenha2025');
  });
});

describe('an ACS record that names its way to the access token', () => {
  const acsRecord = async () => (await admin.get('/api/acs/adm/client-id/demo').expect(200)).body.acs as { uuid: string; acs_auth: string };
  const jwtRecord = {
    acs_url: '',
    acs_issuer_id: IXC_ACS_SANDBOX_CLIENT.issuerId,
    acs_private_key: IXC_ACS_SANDBOX_CLIENT.privateKeyPem,
    acs_kind: 'ixc',
    acs_auth: 'jwt',
  };

  it('works by the Client API id and secret, and tells the subscriber the list failed when the secret is wrong', async () => {
    const { uuid, acs_auth } = await acsRecord();
    expect(acs_auth).toBe('jwt');
    try {
      const bySecret = {
        acs_url: acs.origin,
        acs_issuer_id: IXC_ACS_SANDBOX_CLIENT.issuerId,
        acs_private_key: IXC_ACS_SANDBOX_CLIENT.clientSecret,
        acs_kind: 'ixc',
        acs_auth: 'client_secret',
      };
      expect((await admin.put(`/api/acs/adm/${uuid}`).send(bySecret).expect(200)).body.acs).toMatchObject({
        acs_auth: 'client_secret',
        acs_private_key: null,
      });
      const client = await signedIn(t);
      expect((await client.get('/api/acs/devices').expect(200)).body.devices).toHaveLength(2);
      expect(acs.exchanges()).toEqual([expect.objectContaining({ way: 'client_secret', accepted: true })]);

      await admin
        .put(`/api/acs/adm/${uuid}`)
        .send({ ...bySecret, acs_private_key: 'not-the-secret' })
        .expect(200);
      await t.db.prisma.accountVersion.updateMany({ data: { version: { increment: 1 } } });
      const refused = await client.get('/api/acs/devices');
      expect([refused.status, refused.body]).toEqual([502, { code: 'ACS_UNAUTHORIZED', message: WIFI_MESSAGES.listFailure }]);
      expect(
        recorded.logLines().some((line) => line.includes('"operation":"POST /token/oauth"') && line.includes('"failure":"unauthorized"')),
      ).toBe(true);
      expect(
        recorded.logLines().filter((line) => line.includes('not-the-secret') || line.includes(IXC_ACS_SANDBOX_CLIENT.clientSecret)),
      ).toEqual([]);
    } finally {
      await admin
        .put(`/api/acs/adm/${uuid}`)
        .send({ ...jwtRecord, acs_url: acs.origin })
        .expect(200);
    }
  });
});
