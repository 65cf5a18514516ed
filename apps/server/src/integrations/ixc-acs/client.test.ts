import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createIxcAcsSimulator, IXC_ACS_DEMO_DEVICES, IXC_ACS_SANDBOX_CLIENT, type IxcAcsSimulator } from '@central/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AcsConnection, AcsError } from '../acs-client';
import { createIxcAcsClient } from './index';

const { mariaHome, mariaShop, bakery, stranger } = IXC_ACS_DEMO_DEVICES;
const NEW_PASSWORD = 'NovaSenha2025';
const otherKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

async function failureOf(promise: Promise<unknown>): Promise<AcsError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AcsError);
  return error as AcsError;
}

/** No key, secret, JWT or Wi-Fi password in what a caller may log. */
function expectNoSecrets(error: AcsError) {
  const text = `${error.message} ${JSON.stringify(error)} ${error.stack}`;
  expect(text).not.toMatch(/PRIVATE KEY|eyJ/);
  expect(text).not.toContain(IXC_ACS_SANDBOX_CLIENT.privateKeyPem.split('\n')[1]!);
  expect(text).not.toContain(IXC_ACS_SANDBOX_CLIENT.clientSecret);
  expect(text).not.toContain(NEW_PASSWORD);
}

/** The adapter against the IXC ACS simulator of `@central/sandbox`, over real HTTP. */
describe('IXC ACS client', () => {
  let simulator: IxcAcsSimulator;
  let origin: string;
  /** A client by the Client API's id and secret (the public client's way), unless `overrides` say otherwise. */
  const connect = (overrides: Partial<AcsConnection> = {}, timeoutMs = 2000) =>
    createIxcAcsClient(
      {
        kind: 'ixc',
        url: origin,
        issuerId: IXC_ACS_SANDBOX_CLIENT.issuerId,
        privateKey: IXC_ACS_SANDBOX_CLIENT.clientSecret,
        auth: 'client_secret',
        ...overrides,
      },
      { timeoutMs },
    );
  const byJwt = { privateKey: IXC_ACS_SANDBOX_CLIENT.privateKeyPem, auth: 'jwt' } as const;
  const routes = () => simulator.requests().map((entry) => `${entry.route} ${entry.status}`);

  beforeAll(async () => {
    simulator = createIxcAcsSimulator();
    origin = await simulator.listen();
  });
  afterAll(() => simulator.close());
  beforeEach(() => simulator.reset());

  describe('findDevices', () => {
    it('searches each login once and maps the natural view', async () => {
      const devices = await connect().findDevices(['maria.silva', 'maria.loja', 'maria.silva']);
      expect(devices).toEqual([
        {
          acsId: mariaHome.serial,
          serialNumber: mariaHome.serial,
          manufacturer: 'ZTE',
          model: 'F670L',
          pppLogin: 'maria.silva',
          lastContact: expect.any(Date),
          online: true,
          uptimeSeconds: 273_600,
          opticalRxDbm: -19.5,
          opticalTxDbm: 2.1,
        },
        expect.objectContaining({
          acsId: mariaShop.serial,
          manufacturer: 'Huawei',
          model: 'EG8145V5',
          pppLogin: 'maria.loja',
          online: false,
          opticalRxDbm: -29.4,
        }),
      ]);
      expect(routes()).toEqual(['token 200', 'naturalView 200', 'naturalView 200']);
    });

    it('keeps only exact logins, though the search matches parts', async () => {
      expect(await connect().findDevices(['maria'])).toEqual([]);
      expect(await connect().findDevices(['vizinho.teste'])).toMatchObject([{ acsId: stranger.serial }]);
    });

    it('answers [] for no logins without a call', async () => {
      expect(await connect().findDevices([' ', ''])).toEqual([]);
      expect(simulator.requests()).toEqual([]);
    });

    it('keeps at most 4 searches in flight', async () => {
      simulator.failNext('naturalView', { delayMs: 150, times: 6 });
      const started = Date.now();
      await connect().findDevices(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
      // Six delayed searches, four at a time: two waves.
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(routes().filter((route) => route.startsWith('naturalView'))).toHaveLength(6);
    });

    it('works with an acs_url that already ends in /api/v1/', async () => {
      expect(await connect({ url: `${origin}/api/v1/` }).findDevices(['paoquente'])).toMatchObject([{ acsId: bakery.serial }]);
    });

    it('answers malformed to the old answer shape (a list under data)', async () => {
      const old = createServer((request, response) => {
        const body = request.url!.startsWith('/api/v1/token')
          ? { access_token: 't', expires_at: '2099-01-01T00:00:00' }
          : { data: [{ serial: 'X1' }], total: 1 };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
      await new Promise<void>((resolve) => old.listen(0, '127.0.0.1', resolve));
      try {
        const error = await failureOf(
          connect({ url: `http://127.0.0.1:${(old.address() as AddressInfo).port}` }).findDevices(['maria.silva']),
        );
        expect([error.failure, error.operation]).toEqual(['malformed', 'GET /devices/views/natural']);
      } finally {
        await new Promise((resolve) => old.close(resolve));
      }
    });
  });

  describe('readDevice', () => {
    it('reads the device by serial in the ipv6 view and the networks switched on of both bands, with their passwords', async () => {
      const device = await connect().readDevice(mariaHome.serial);
      expect(device).toMatchObject({
        acsId: mariaHome.serial,
        pppLogin: 'maria.silva',
        online: true,
        uptimeSeconds: 273_600,
        opticalRxDbm: -19.5,
        opticalTxDbm: 2.1,
      });
      expect(routes().sort()).toEqual(['ipv6View 200', 'readWifi 200', 'token 200']);
      // MARIA_VISITAS, switched off, is not there.
      expect(device!.networks).toEqual([
        { band: '2.4', key: '2.4,1', path: 'wifi/2.4/1', ssid: 'MARIA_2G', password: 'CasaMaria2024' },
        { band: '5.8', key: '5.8,5', path: 'wifi/5.8/5', ssid: 'MARIA_5G', password: 'CasaMaria2024' },
      ]);
    });

    it('answers null for an unknown device', async () => {
      expect(await connect().readDevice('NOPE00000000')).toBeNull();
    });
  });

  describe('setWifiPassword', () => {
    it('changes both bands at once (unified)', async () => {
      const results = await connect().setWifiPassword(mariaHome.serial, ['2.4,1', '5.8,5'], NEW_PASSWORD);
      expect(results).toEqual([
        { key: '2.4,1', band: '2.4', outcome: 'applied' },
        { key: '5.8,5', band: '5.8', outcome: 'applied' },
      ]);
      expect(simulator.wifiOf(mariaHome.serial)).toMatchObject({
        '2.4': [{ password: NEW_PASSWORD }, { password: 'Visitas2024' }],
        '5.8': [{ password: NEW_PASSWORD }],
      });
      expect(routes().sort()).toEqual(['changeWifi 200', 'changeWifi 200', 'readWifi 200', 'token 200']);
    });

    it('changes one band and leaves the other', async () => {
      expect(await connect().setWifiPassword(bakery.serial, ['2.4,2'], NEW_PASSWORD)).toEqual([
        { key: '2.4,2', band: '2.4', outcome: 'applied' },
      ]);
      expect(simulator.wifiOf(bakery.serial)!['2.4'].map((item) => item.password)).toEqual(['PaoQuente2024', NEW_PASSWORD]);
      expect(simulator.wifiOf(bakery.serial)!['5.8'][0]!.password).toBe('PaoQuente2024');
    });

    it('reports a band the device refuses, in the ACS words, and applies the other', async () => {
      simulator.refuseBand({ band: '5.8', serial: mariaHome.serial });
      expect(await connect().setWifiPassword(mariaHome.serial, ['2.4,1', '5.8,5'], NEW_PASSWORD)).toEqual([
        { key: '2.4,1', band: '2.4', outcome: 'applied' },
        { key: '5.8,5', band: '5.8', outcome: 'failed', reason: 'O equipamento recusou a alteração da rede 5.8 GHz' },
      ]);
    });

    it('reports the ACS refusal of a password', async () => {
      expect(await connect().setWifiPassword(mariaHome.serial, ['2.4,1'], 'x'.repeat(64))).toEqual([
        { key: '2.4,1', band: '2.4', outcome: 'failed', reason: 'A senha deve ter entre 8 e 63 caracteres' },
      ]);
    });

    it('queues the change of an offline device', async () => {
      expect(await connect().setWifiPassword(mariaShop.serial, ['2.4,1'], NEW_PASSWORD)).toEqual([
        { key: '2.4,1', band: '2.4', outcome: 'queued' },
      ]);
    });

    it('fails a network the device does not have, or has switched off, without calling the ACS for it', async () => {
      expect(await connect().setWifiPassword(mariaHome.serial, ['5.8,9', 'bogus', '2.4,2'], NEW_PASSWORD)).toEqual([
        { key: '5.8,9', band: '5.8', outcome: 'failed', reason: 'no such Wi-Fi network on this device' },
        { key: 'bogus', band: '2.4', outcome: 'failed', reason: 'no such Wi-Fi network on this device' },
        { key: '2.4,2', band: '2.4', outcome: 'failed', reason: 'no such Wi-Fi network on this device' },
      ]);
      expect(routes()).toEqual(['token 200', 'readWifi 200']);
      expect(simulator.wifiOf(mariaHome.serial)!['2.4'][1]).toMatchObject({ ssid: 'MARIA_VISITAS', password: 'Visitas2024' });
    });

    it('answers null for an unknown device', async () => {
      expect(await connect().setWifiPassword('NOPE00000000', ['2.4,1'], NEW_PASSWORD)).toBeNull();
    });

    it('throws when every change died the same way', async () => {
      simulator.failNext('changeWifi', { status: 503, times: 2 });
      const error = await failureOf(connect().setWifiPassword(mariaHome.serial, ['2.4,1', '5.8,5'], NEW_PASSWORD));
      expect([error.failure, error.httpStatus]).toEqual(['unavailable', 503]);
      expectNoSecrets(error);
    });

    it('reports per network when only one change died', async () => {
      simulator.failNext('changeWifi', { status: 503 });
      const results = await connect().setWifiPassword(mariaHome.serial, ['2.4,1', '5.8,5'], NEW_PASSWORD);
      expect(results!.map((result) => result.outcome).sort()).toEqual(['applied', 'failed']);
      expect(results!.find((result) => result.outcome === 'failed')!.reason).toBe('ACS PATCH /devices/:serial/wifi/:id: HTTP 503');
    });
  });

  describe('the access token', () => {
    it('is bought once with the id and secret (JSON), and carried by every call of the client', async () => {
      const client = connect();
      await client.findDevices(['maria.silva']);
      await client.readDevice(mariaHome.serial);
      expect(simulator.exchanges()).toEqual([
        expect.objectContaining({ way: 'client_secret', clientId: IXC_ACS_SANDBOX_CLIENT.issuerId, accepted: true }),
      ]);
      expect(simulator.bearers().map((seen) => seen.accepted)).toEqual([true, true, true]);
    });

    it('is bought with an ES256 JWT as the bearer of the exchange, and the device calls carry the access token, never the JWT', async () => {
      expect(await connect(byJwt).findDevices(['paoquente'])).toMatchObject([{ acsId: bakery.serial }]);
      expect(simulator.exchanges()).toEqual([
        expect.objectContaining({ way: 'jwt', clientId: IXC_ACS_SANDBOX_CLIENT.issuerId, accepted: true }),
      ]);
      expect(simulator.jwtsSeen()).toEqual([expect.objectContaining({ iss: IXC_ACS_SANDBOX_CLIENT.issuerId, accepted: true })]);
      expect(simulator.bearers()).toEqual([expect.objectContaining({ accepted: true })]);
    });

    it('is bought by one exchange however many calls need it at once', async () => {
      await connect().findDevices(['maria.silva', 'maria.loja', 'paoquente', 'vizinho.teste']);
      expect(simulator.exchanges()).toHaveLength(1);
    });

    it('is renewed a minute before its expires_at, by the injected clock', async () => {
      let clock = new Date('2026-03-01T10:00:00Z');
      const now = () => clock;
      const timed = createIxcAcsSimulator({ now, clients: [{ ...IXC_ACS_SANDBOX_CLIENT, tokenLifetimeSeconds: 600 }] });
      const timedOrigin = await timed.listen();
      try {
        const client = createIxcAcsClient(
          {
            kind: 'ixc',
            url: timedOrigin,
            issuerId: IXC_ACS_SANDBOX_CLIENT.issuerId,
            privateKey: IXC_ACS_SANDBOX_CLIENT.clientSecret,
            auth: 'client_secret',
          },
          { now },
        );
        for (const step of [0, 300, 239, 2]) {
          clock = new Date(clock.getTime() + step * 1000);
          await client.findDevices(['paoquente']);
        }
        // Bought at 0 s, kept at 300 s and 539 s, renewed at 541 s (less than a minute left of its 600 s).
        expect(timed.exchanges()).toHaveLength(2);
        expect(timed.bearers().every((seen) => seen.accepted)).toBe(true);
      } finally {
        await timed.close();
      }
    });

    it('is bought again, and the call retried once, when the ACS refuses a kept one', async () => {
      const client = connect();
      await client.findDevices(['paoquente']);
      simulator.revokeAccessTokens();
      expect(await client.findDevices(['paoquente'])).toHaveLength(1);
      expect(routes()).toEqual(['token 200', 'naturalView 200', 'naturalView 401', 'token 200', 'naturalView 200']);
    });

    it('gives up when a token just bought is refused too', async () => {
      const client = connect();
      await client.findDevices(['paoquente']);
      simulator.failNext('naturalView', { status: 401, times: 2 });
      const error = await failureOf(client.findDevices(['paoquente']));
      expect([error.failure, error.httpStatus, error.operation]).toEqual(['unauthorized', 401, 'GET /devices/views/natural']);
      expect(routes()).toEqual(['token 200', 'naturalView 200', 'naturalView 401', 'token 200', 'naturalView 401']);
      expectNoSecrets(error);
    });

    it('answers unauthorized, without a device call, when the exchange refuses the secret', async () => {
      const error = await failureOf(connect({ privateKey: 'not-the-secret' }).findDevices(['paoquente']));
      expect([error.failure, error.httpStatus, error.operation]).toEqual(['unauthorized', 401, 'POST /token/oauth']);
      expect(error.message).toContain("refused the Client API's id and secret");
      expect(routes()).toEqual(['token 401']);
    });

    it('answers unauthorized when the exchange refuses a JWT signed with another key', async () => {
      const error = await failureOf(connect({ privateKey: otherKey(), auth: 'jwt' }).findDevices(['paoquente']));
      expect([error.failure, error.operation]).toEqual(['unauthorized', 'POST /token/oauth']);
      expect(routes()).toEqual(['token 401']);
      expectNoSecrets(error);
    });

    it('answers unauthorized for a key that does not parse, without a call or the key in the message', async () => {
      const error = await failureOf(
        connect({ privateKey: '-----BEGIN PRIVATE KEY-----\nnot really\n-----END PRIVATE KEY-----', auth: 'jwt' }).readDevice(
          mariaHome.serial,
        ),
      );
      expect(error.failure).toBe('unauthorized');
      expect(error.message).toContain('not an EC P-256 private key');
      expect(error.message).not.toContain('not really');
      expect(simulator.requests()).toEqual([]);
    });
  });

  describe('failures', () => {
    it('answers unavailable when the ACS is down', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      const error = await failureOf(connect({ url: `http://127.0.0.1:${port}` }).findDevices(['maria.silva']));
      expect(error.failure).toBe('unavailable');
      expectNoSecrets(error);
    });

    it('answers unavailable on a 5xx', async () => {
      simulator.failNext('readWifi', { status: 502 });
      const error = await failureOf(connect().readDevice(mariaHome.serial));
      expect([error.failure, error.httpStatus]).toEqual(['unavailable', 502]);
    });

    it('answers timeout when the ACS hangs', async () => {
      simulator.failNext('readWifi', { hang: true });
      const error = await failureOf(connect({}, 300).setWifiPassword(mariaHome.serial, ['2.4,1'], NEW_PASSWORD));
      expect(error.failure).toBe('timeout');
      expectNoSecrets(error);
    });

    it('answers malformed, not an empty list, when acs_url points at no ACS API', async () => {
      const error = await failureOf(connect({ url: `${origin}/elsewhere` }).findDevices(['maria.silva']));
      expect([error.failure, error.httpStatus]).toEqual(['malformed', 404]);
      expect(error.message).toContain('is acs_url the ACS address?');
    });

    it('answers malformed to an answer that is not the protocol, from the exchange on', async () => {
      const odd = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>'));
      await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = odd.address() as AddressInfo;
        const error = await failureOf(connect({ url: `http://127.0.0.1:${port}` }).findDevices(['maria.silva']));
        expect([error.failure, error.operation]).toEqual(['malformed', 'POST /token/oauth']);
        expect(error.message).toContain('the exchange answered no access_token');
      } finally {
        await new Promise((resolve) => odd.close(resolve));
      }
    });
  });
});
