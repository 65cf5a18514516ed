import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IXC_ACS_SANDBOX_CLIENT } from './credentials';
import { IXC_ACS_DEMO_DEVICES } from './demo-devices';
import { createIxcAcsSimulator, type IxcAcsSimulator } from './ixc-acs-simulator';
import { accessToken, acs, byLogin, bySerial, exchange, signJwt } from './test-client';

const { mariaHome, mariaShop, bakery } = IXC_ACS_DEMO_DEVICES;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const SECRET_PAIR = { client_id: IXC_ACS_SANDBOX_CLIENT.issuerId, client_secret: IXC_ACS_SANDBOX_CLIENT.clientSecret };

describe('IXC ACS simulator', () => {
  let simulator: IxcAcsSimulator;
  let origin: string;

  beforeAll(async () => {
    simulator = createIxcAcsSimulator();
    origin = await simulator.listen();
  });
  afterAll(() => simulator.close());
  beforeEach(() => simulator.reset());

  describe('the exchange at /token/oauth', () => {
    it('gives an access token for the Client API id and secret, in JSON or as a form', async () => {
      const json = await exchange(origin, { json: SECRET_PAIR });
      expect(json).toEqual({
        status: 200,
        body: {
          access_token: expect.stringMatching(/^[\w-]{43}$/),
          expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        },
      });
      expect((await exchange(origin, { form: SECRET_PAIR })).status).toBe(200);
      expect(simulator.exchanges()).toMatchObject([
        { way: 'client_secret', clientId: IXC_ACS_SANDBOX_CLIENT.issuerId, accepted: true },
        { way: 'client_secret', accepted: true },
      ]);
    });

    it("writes expires_at as the ACS's local time (UTC-3, no offset), an hour ahead by default", async () => {
      const clock = new Date('2026-03-01T10:00:00Z');
      const timed = createIxcAcsSimulator({ now: () => clock });
      try {
        expect((await exchange(await timed.listen())).body.expires_at).toBe('2026-03-01T08:00:00');
      } finally {
        await timed.close();
      }
    });

    it('gives an access token for an ES256 JWT of a known Client API sent as the bearer', async () => {
      const reply = await exchange(origin, { jwt: signJwt({}) });
      expect(reply.status).toBe(200);
      expect(simulator.exchanges()).toMatchObject([{ way: 'jwt', clientId: IXC_ACS_SANDBOX_CLIENT.issuerId, accepted: true }]);
      expect(simulator.jwtsSeen()).toMatchObject([{ iss: IXC_ACS_SANDBOX_CLIENT.issuerId, accepted: true }]);
    });

    it.each([
      ['a wrong secret', { json: { ...SECRET_PAIR, client_secret: 'nope' } }, 'wrong secret'],
      ['an unknown client', { json: { client_id: 'someone-else', client_secret: 'x' } }, 'unknown client'],
      ['no credential at all', { json: {} }, 'no client_id and client_secret, nor a bearer JWT'],
      ['an expired JWT', { jwt: signJwt({ iat: nowSeconds() - 400, exp: nowSeconds() - 10 }) }, 'expired'],
      ['a JWT living over 5 minutes', { jwt: signJwt({ iat: nowSeconds(), exp: nowSeconds() + 301 }) }, 'lifetime over 5 minutes'],
      ['a JWT of another alg', { jwt: signJwt({}, { alg: 'HS256' }) }, 'alg is not ES256'],
      ['a JWT of an unknown issuer', { jwt: signJwt({ iss: 'someone-else' }) }, 'unknown issuer'],
    ] as const)('answers 401 to %s', async (_name, credential, reason) => {
      expect(await exchange(origin, credential)).toEqual({ status: 401, body: { message: 'Credenciais do cliente API inválidas' } });
      expect(simulator.exchanges()).toMatchObject([{ accepted: false, reason }]);
    });

    it('answers 401 to a JWT signed with another key under the sandbox issuer', async () => {
      const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      expect((await exchange(origin, { jwt: signJwt({}, { client: { ...IXC_ACS_SANDBOX_CLIENT, privateKeyPem: other } }) })).status).toBe(
        401,
      );
      expect(simulator.exchanges()).toMatchObject([{ way: 'jwt', accepted: false, reason: 'bad signature' }]);
    });
  });

  describe('the bearer of a device call', () => {
    it('is an access token it issued, and nothing else', async () => {
      expect((await acs(origin, 'GET', byLogin('maria.silva'))).status).toBe(200);
      expect(simulator.requests().map((entry) => [entry.route, entry.issuerId, entry.status])).toEqual([
        ['token', IXC_ACS_SANDBOX_CLIENT.issuerId, 200],
        ['naturalView', IXC_ACS_SANDBOX_CLIENT.issuerId, 200],
      ]);
    });

    it.each([
      ['no bearer (a call without the exchange)', null, 'no bearer token'],
      ['the Client API ES256 JWT itself', signJwt({}), 'a JWT, not an access token'],
      ['the client secret', IXC_ACS_SANDBOX_CLIENT.clientSecret, 'not an access token this ACS issued'],
    ])('answers 401 to %s', async (_name, bearer, reason) => {
      const reply = await acs(origin, 'GET', byLogin('maria.silva'), { bearer });
      expect(reply).toEqual({ status: 401, body: { message: 'Token inválido ou expirado' } });
      expect(simulator.bearers()).toEqual([expect.objectContaining({ accepted: false, reason })]);
    });

    it('answers 401 once the token expires, by the injected clock', async () => {
      let clock = new Date('2026-01-10T12:00:00Z');
      const timed = createIxcAcsSimulator({ now: () => clock, clients: [{ ...IXC_ACS_SANDBOX_CLIENT, tokenLifetimeSeconds: 600 }] });
      const timedOrigin = await timed.listen();
      try {
        const token = (await exchange(timedOrigin)).body.access_token;
        expect((await acs(timedOrigin, 'GET', byLogin('paoquente'), { bearer: token })).status).toBe(200);
        clock = new Date(clock.getTime() + 600_000);
        expect((await acs(timedOrigin, 'GET', byLogin('paoquente'), { bearer: token })).status).toBe(401);
        expect(timed.bearers().map((seen) => seen.reason)).toEqual([undefined, 'expired']);
      } finally {
        await timed.close();
      }
    });

    it('answers 401 to a revoked token, and a new exchange works again', async () => {
      const token = await accessToken(origin);
      simulator.revokeAccessTokens();
      expect((await acs(origin, 'GET', byLogin('paoquente'), { bearer: token })).status).toBe(401);
      expect((await acs(origin, 'GET', byLogin('paoquente'))).status).toBe(200);
    });
  });

  describe('the views', () => {
    it('find the devices of a PPPoE login under registers, with deviceInfo', async () => {
      expect((await acs(origin, 'GET', byLogin('maria.silva'))).body).toEqual({
        registers: [
          {
            serialNumber: mariaHome.serial,
            status: true,
            lastInform: expect.any(String),
            created: expect.any(String),
            connection: { pppoeLogin: 'maria.silva' },
            deviceInfo: { manufacturer: 'ZTE', modelName: 'F670L', uptime: 273_600, rx: -19.5, tx: 2.1, ipv6: '2804:14d:5c21:8a00::1' },
          },
        ],
        hasNextPage: false,
      });
    });

    it('match part of a login, case-insensitively, like a search box', async () => {
      const reply = await acs(origin, 'GET', byLogin('MARIA'));
      expect(reply.body.registers.map((item: { serialNumber: string }) => item.serialNumber).sort()).toEqual(
        [mariaShop.serial, mariaHome.serial].sort(),
      );
    });

    it('find a device by serial in the ipv6 view, and nobody with an empty list', async () => {
      expect((await acs(origin, 'GET', bySerial(bakery.serial))).body.registers).toMatchObject([
        { serialNumber: bakery.serial, connection: { pppoeLogin: 'paoquente' } },
      ]);
      expect((await acs(origin, 'GET', byLogin('ninguem'))).body).toEqual({ registers: [], hasNextPage: false });
    });

    it.each([
      [
        'the old search[value]',
        `/devices/views/natural?search[column]=connection.pppoeLogin&search[value]=maria.silva`,
        'Informe search[column] e search[search]',
      ],
      ['an unknown column', '/devices/views/natural?search[column]=senha&search[search]=x', 'Coluna de pesquisa inválida'],
      ['the old serial column', `/devices/views/ipv6?search[column]=serial&search[search]=${bakery.serial}`, 'Coluna de pesquisa inválida'],
    ])('answer 400 to %s', async (_name, path, text) => {
      expect(await acs(origin, 'GET', path)).toEqual({ status: 400, body: { message: text } });
    });
  });

  describe('Wi-Fi', () => {
    it('reads every interface of both bands, switched off ones included, with enable', async () => {
      expect(await acs(origin, 'GET', `/devices/${mariaHome.serial}/wifi`)).toEqual({
        status: 200,
        body: {
          '2.4': [
            { id: '1', enable: true, ssid: 'MARIA_2G', password: 'CasaMaria2024' },
            { id: '2', enable: false, ssid: 'MARIA_VISITAS', password: 'Visitas2024' },
          ],
          '5.8': [{ id: '5', enable: true, ssid: 'MARIA_5G', password: 'CasaMaria2024' }],
        },
      });
    });

    it('answers 404 for an unknown device', async () => {
      expect(await acs(origin, 'GET', '/devices/NOPE0000/wifi')).toEqual({ status: 404, body: { message: 'Dispositivo não encontrado' } });
    });

    it('applies a change on an online device and queues it on an offline one', async () => {
      const applied = await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/5`, { json: { password: 'NovaSenha2025' } });
      expect(applied).toEqual({ status: 200, body: { id: '5', ssid: 'MARIA_5G', status: 'applied' } });
      expect(simulator.wifiOf(mariaHome.serial)).toMatchObject({
        '2.4': [{ password: 'CasaMaria2024' }, { password: 'Visitas2024' }],
        '5.8': [{ password: 'NovaSenha2025' }],
      });
      const queued = await acs(origin, 'PATCH', `/devices/${mariaShop.serial}/wifi/1`, { json: { password: 'NovaSenha2025' } });
      expect(queued).toEqual({ status: 202, body: { id: '1', ssid: 'MARIA_LOJA', status: 'pending' } });
    });

    it('queues changes for a device taken off line, which its register shows', async () => {
      simulator.setOnline(mariaHome.serial, false);
      expect((await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/1`, { json: { password: 'NovaSenha2025' } })).status).toBe(202);
      expect((await acs(origin, 'GET', byLogin('maria.silva'))).body.registers[0].status).toBe(false);
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
      expect(await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/9`, { json: { password: 'NovaSenha2025' } })).toEqual({
        status: 404,
        body: { message: 'Rede Wi-Fi não encontrada' },
      });
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
      const bearer = await accessToken(origin);
      simulator.failNext('readWifi', { status: 503 });
      expect(await acs(origin, 'GET', `/devices/${mariaHome.serial}/wifi`, { bearer })).toEqual({
        status: 503,
        body: { message: 'Erro interno do servidor' },
      });
      expect((await acs(origin, 'GET', `/devices/${mariaHome.serial}/wifi`, { bearer })).status).toBe(200);
      expect(simulator.requests().map((entry) => [entry.route, entry.status, entry.fault])).toEqual([
        ['token', 200, undefined],
        ['readWifi', 503, 'status'],
        ['readWifi', 200, undefined],
      ]);
    });

    it('hangs a staged call until the client gives up', async () => {
      const bearer = await accessToken(origin);
      simulator.failNext('naturalView', { hang: true });
      await expect(
        fetch(`${origin}/api/v1${byLogin('maria.silva')}`, {
          headers: { authorization: `Bearer ${bearer}` },
          signal: AbortSignal.timeout(200),
        }),
      ).rejects.toThrow();
      expect(simulator.requests().at(-1)).toMatchObject({ route: 'naturalView', status: null, fault: 'hang' });
    });

    it('stages faults and resets over HTTP', async () => {
      const staged = await fetch(`${origin}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ route: 'changeWifi', fault: { status: 500 } }),
      });
      expect(staged.status).toBe(204);
      expect((await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/1`, { json: { password: 'NovaSenha2025' } })).status).toBe(500);
      const refused = await fetch(`${origin}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ route: 'nope', fault: {} }),
      });
      expect(refused.status).toBe(400);
      expect((await fetch(`${origin}/__sandbox/reset`, { method: 'POST' })).status).toBe(204);
      expect(simulator.requests()).toEqual([]);
      expect(simulator.exchanges()).toEqual([]);
    });

    it('never logs a password, a secret or a token', async () => {
      const jwt = signJwt({});
      const bearer = (await exchange(origin, { jwt })).body.access_token as string;
      await exchange(origin, { json: SECRET_PAIR });
      await acs(origin, 'PATCH', `/devices/${mariaHome.serial}/wifi/1`, { bearer, json: { password: 'NovaSenha2025' } });
      const logged = JSON.stringify([simulator.requests(), simulator.jwtsSeen(), simulator.exchanges(), simulator.bearers()]);
      for (const secret of ['NovaSenha2025', jwt.split('.')[2]!, bearer, IXC_ACS_SANDBOX_CLIENT.clientSecret])
        expect(logged).not.toContain(secret);
    });
  });
});
