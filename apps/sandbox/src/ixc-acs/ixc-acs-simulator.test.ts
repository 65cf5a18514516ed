import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IXC_ACS_SANDBOX_CLIENT } from './credentials';
import { IXC_ACS_DEMO_DEVICES } from './demo-devices';
import { createIxcAcsSimulator, type IxcAcsSimulator } from './ixc-acs-simulator';
import { acs, byLogin, signJwt } from './test-client';

const { mariaHome, mariaShop, bakery } = IXC_ACS_DEMO_DEVICES;
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('IXC ACS simulator', () => {
  let simulator: IxcAcsSimulator;
  let origin: string;

  beforeAll(async () => {
    simulator = createIxcAcsSimulator();
    origin = await simulator.listen();
  });
  afterAll(() => simulator.close());
  beforeEach(() => simulator.reset());

  describe('the bearer JWT', () => {
    it('accepts an ES256 JWT of a known Client API and logs its issuer', async () => {
      const reply = await acs(origin, 'GET', byLogin('maria.silva'));
      expect(reply.status).toBe(200);
      expect(simulator.requests()).toMatchObject([{ route: 'naturalView', path: '/api/v1/devices/views/natural', issuerId: IXC_ACS_SANDBOX_CLIENT.issuerId, status: 200 }]);
      expect(simulator.jwtsSeen()).toMatchObject([{ iss: IXC_ACS_SANDBOX_CLIENT.issuerId, accepted: true }]);
    });

    it.each([
      ['no token', null, 'no bearer token'],
      ['an unknown issuer', signJwt({ iss: 'someone-else' }), 'unknown issuer'],
      ['an expired JWT', signJwt({ iat: nowSeconds() - 400, exp: nowSeconds() - 10 }), 'expired'],
      ['a lifetime over 5 minutes', signJwt({ iat: nowSeconds(), exp: nowSeconds() + 301 }), 'lifetime over 5 minutes'],
      ['another alg', signJwt({}, { alg: 'HS256' }), 'alg is not ES256'],
      ['a JWT issued in the future', signJwt({ iat: nowSeconds() + 120, exp: nowSeconds() + 200 }), 'issued in the future'],
    ])('answers 401 to %s', async (_name, jwt, reason) => {
      const reply = await acs(origin, 'GET', byLogin('maria.silva'), { jwt });
      expect(reply).toEqual({ status: 401, body: { message: 'Token inválido ou expirado' } });
      expect(simulator.jwtsSeen()[0]).toMatchObject({ accepted: false, reason });
    });

    it('answers 401 to a JWT signed with another key under the sandbox issuer', async () => {
      const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const reply = await acs(origin, 'GET', byLogin('maria.silva'), { jwt: signJwt({}, { client: { ...IXC_ACS_SANDBOX_CLIENT, privateKeyPem: other } }) });
      expect(reply.status).toBe(401);
      expect(simulator.jwtsSeen()[0]).toMatchObject({ accepted: false, reason: 'bad signature' });
    });

    it('refuses revoked JWTs and JWTs issued before a cut-off, and accepts fresh ones', async () => {
      const jwt = signJwt({});
      expect((await acs(origin, 'GET', byLogin('paoquente'), { jwt })).status).toBe(200);
      simulator.revokeJwtsSeen();
      expect((await acs(origin, 'GET', byLogin('paoquente'), { jwt })).status).toBe(401);
      expect((await acs(origin, 'GET', byLogin('paoquente'))).status).toBe(200);
      simulator.refuseJwtsIssuedBefore(new Date(Date.now() + 60_000));
      expect((await acs(origin, 'GET', byLogin('paoquente'))).status).toBe(401);
    });

    it('judges JWTs by the injected clock', async () => {
      let clock = new Date('2026-01-10T12:00:00Z');
      const timed = createIxcAcsSimulator({ now: () => clock });
      const timedOrigin = await timed.listen();
      try {
        const iat = Math.floor(clock.getTime() / 1000);
        const jwt = signJwt({ iat, exp: iat + 300 });
        expect((await acs(timedOrigin, 'GET', byLogin('paoquente'), { jwt })).status).toBe(200);
        clock = new Date(clock.getTime() + 301_000);
        expect((await acs(timedOrigin, 'GET', byLogin('paoquente'), { jwt })).status).toBe(401);
        expect(timed.jwtsSeen().map((seen) => seen.reason)).toEqual([undefined, 'expired']);
      } finally {
        await timed.close();
      }
    });
  });

  describe('the natural view', () => {
    it('finds a device by PPPoE login with its status', async () => {
      const reply = await acs(origin, 'GET', byLogin('maria.silva'));
      expect(reply.body).toEqual({
        data: [
          {
            serial: mariaHome.serial,
            manufacturer: 'ZTE',
            model: 'F670L',
            created: expect.any(String),
            online: true,
            lastInform: expect.any(String),
            connection: { pppoeLogin: 'maria.silva' },
          },
        ],
        total: 1,
      });
    });

    it('matches part of a login, case-insensitively, like a search box', async () => {
      const reply = await acs(origin, 'GET', byLogin('MARIA'));
      expect(reply.body.data.map((item: { serial: string }) => item.serial).sort()).toEqual([mariaShop.serial, mariaHome.serial].sort());
    });

    it('searches by serial too, answers an empty list for nobody and 400 for an unknown column', async () => {
      const bySerial = await acs(origin, 'GET', `/devices/views/natural?search[column]=serial&search[value]=${bakery.serial}`);
      expect(bySerial.body.data).toMatchObject([{ serial: bakery.serial, connection: { pppoeLogin: 'paoquente' } }]);
      expect((await acs(origin, 'GET', byLogin('ninguem'))).body).toEqual({ data: [], total: 0 });
      const unknown = await acs(origin, 'GET', '/devices/views/natural?search[column]=senha&search[value]=x');
      expect(unknown).toEqual({ status: 400, body: { message: 'Coluna de pesquisa inválida' } });
    });
  });

  describe('Wi-Fi', () => {
    it('reads both bands with their passwords', async () => {
      const reply = await acs(origin, 'GET', `/devices/${mariaHome.serial}/wifi`);
      expect(reply).toEqual({
        status: 200,
        body: {
          '2.4': [{ id: '1', ssid: 'MARIA_2G', password: 'CasaMaria2024', enabled: true, band: '2.4' }],
          '5.8': [{ id: '5', ssid: 'MARIA_5G', password: 'CasaMaria2024', enabled: true, band: '5.8' }],
        },
      });
    });

    it('answers 404 for an unknown device', async () => {
      expect(await acs(origin, 'GET', '/devices/NOPE0000/wifi')).toEqual({ status: 404, body: { message: 'Dispositivo não encontrado' } });
    });

    it('applies a change on an online device and queues it on an offline one', async () => {
      const applied = await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/5`, { json: { password: 'NovaSenha2025' } });
      expect(applied).toEqual({ status: 200, body: { id: '5', ssid: 'MARIA_5G', status: 'applied' } });
      expect(simulator.wifiOf(mariaHome.serial)).toMatchObject({ '2.4': [{ password: 'CasaMaria2024' }], '5.8': [{ password: 'NovaSenha2025' }] });
      const queued = await acs(origin, 'PATCH', `/devices/${mariaShop.serial}/wifi/1`, { json: { password: 'NovaSenha2025' } });
      expect(queued).toEqual({ status: 202, body: { id: '1', ssid: 'MARIA_LOJA', status: 'pending' } });
    });

    it('queues changes for a device taken off line', async () => {
      simulator.setOnline(mariaHome.serial, false);
      expect((await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/1`, { json: { password: 'NovaSenha2025' } })).status).toBe(202);
      expect((await acs(origin, 'GET', byLogin('maria.silva'))).body.data[0].online).toBe(false);
    });

    it.each([
      ['too short', { password: 'curta12' }],
      ['too long', { password: 'x'.repeat(64) }],
      ['missing', {}],
    ])('answers 400 to a password %s', async (_name, json) => {
      const reply = await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/1`, { json });
      expect(reply).toEqual({ status: 400, body: { message: 'A senha deve ter entre 8 e 63 caracteres' } });
      expect(simulator.wifiOf(mariaHome.serial)!['2.4'][0]!.password).toBe('CasaMaria2024');
    });

    it('answers 404 for an unknown item or device', async () => {
      expect(await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/9`, { json: { password: 'NovaSenha2025' } })).toEqual({ status: 404, body: { message: 'Rede Wi-Fi não encontrada' } });
      expect((await acs(origin, 'PATCH', '/devices/NOPE0000/wifi/1', { json: { password: 'NovaSenha2025' } })).status).toBe(404);
    });

    it('refuses a staged band and still changes the other', async () => {
      simulator.refuseBand({ band: '5.8', serial: mariaHome.serial });
      const refused = await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/5`, { json: { password: 'NovaSenha2025' } });
      expect(refused).toEqual({ status: 422, body: { message: 'O equipamento recusou a alteração da rede 5.8 GHz' } });
      expect((await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/1`, { json: { password: 'NovaSenha2025' } })).status).toBe(200);
      simulator.reset();
      expect((await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/5`, { json: { password: 'NovaSenha2025' } })).status).toBe(200);
    });

    it('reset restores the seeded passwords', async () => {
      await acs(origin, 'PATCH', `/devices/${bakery.serial}/wifi/2`, { json: { password: 'OutraSenha99' } });
      simulator.reset();
      expect(simulator.wifiOf(bakery.serial)!['2.4'].map((item) => item.password)).toEqual(['PaoQuente2024', 'Clientes2024']);
    });
  });

  describe('faults and controls', () => {
    it('answers a staged status, then serves normally', async () => {
      simulator.failNext('readWifi', { status: 503 });
      expect(await acs(origin, 'GET', `/devices/${mariaHome.serial}/wifi`)).toEqual({ status: 503, body: { message: 'Erro interno do servidor' } });
      expect((await acs(origin, 'GET', `/devices/${mariaHome.serial}/wifi`)).status).toBe(200);
      expect(simulator.requests().map((entry) => [entry.status, entry.fault])).toEqual([[503, 'status'], [200, undefined]]);
    });

    it('hangs a staged call until the client gives up', async () => {
      simulator.failNext('naturalView', { hang: true });
      await expect(fetch(`${origin}/api/v1${byLogin('maria.silva')}`, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
      expect(simulator.requests()).toMatchObject([{ route: 'naturalView', status: null, fault: 'hang' }]);
    });

    it('stages faults and resets over HTTP', async () => {
      const staged = await fetch(`${origin}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route: 'changeWifi', fault: { status: 500 } }) });
      expect(staged.status).toBe(204);
      expect((await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/1`, { json: { password: 'NovaSenha2025' } })).status).toBe(500);
      const refused = await fetch(`${origin}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route: 'nope', fault: {} }) });
      expect(refused.status).toBe(400);
      expect((await fetch(`${origin}/__sandbox/reset`, { method: 'POST' })).status).toBe(204);
      expect(simulator.requests()).toEqual([]);
    });

    it('never logs a password or a token', async () => {
      const jwt = signJwt({});
      await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/1`, { jwt, json: { password: 'NovaSenha2025' } });
      const logged = JSON.stringify([simulator.requests(), simulator.jwtsSeen()]);
      expect(logged).not.toContain('NovaSenha2025');
      expect(logged).not.toContain(jwt.split('.')[2]);
    });
  });
});
