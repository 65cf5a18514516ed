import { generateKeyPairSync } from 'node:crypto';
import { createIxcAcsSimulator, IXC_ACS_DEMO_DEVICES, IXC_ACS_SANDBOX_CLIENT } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { expectNoSecrets, failureOf, ixcAcsUnderTest, sandboxClient } from './client-test-setup';

const { mariaHome, bakery } = IXC_ACS_DEMO_DEVICES;
const otherKey = () =>
  generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** How the adapter buys and keeps its access token, against the IXC ACS simulator of `@central/sandbox`. */
describe('IXC ACS client', () => {
  const { simulator, connect, routes } = ixcAcsUnderTest();
  const byJwt = { privateKey: IXC_ACS_SANDBOX_CLIENT.privateKeyPem, auth: 'jwt' } as const;

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
        const client = sandboxClient(timedOrigin, {}, { now });
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
});
