import { createWatchSimulator, WATCH_SANDBOX_CLIENT } from '@central/sandbox';
import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { rejectionOf, serveDuringTests } from '../http/adapter-test-kit';
import { WatchError } from './errors';
import { authorizeRequest, exchangeCode } from './oauth';

/** The code flow against the Watch simulator of `@central/sandbox`, over real HTTP. */

const CALLBACK = 'https://central.example/api/payment/adm/watch/callback';
let clock: Date;
const simulator = createWatchSimulator({ now: () => clock, tokenTtlSeconds: 3600 });

serveDuringTests(simulator);
beforeEach(() => {
  clock = new Date('2026-11-28T12:00:00Z');
});

/** Posts the authorize form as the admin's browser would, and reads the code and uid Watch sends back. */
async function authorize(uid = 'our-state', clientId = WATCH_SANDBOX_CLIENT.clientId) {
  const { action, fields } = authorizeRequest({ url: `${simulator.origin}/`, clientId, redirectUrl: CALLBACK, uid });
  const response = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const back = new URL(response.headers.get('location') ?? '');
  return { status: response.status, back, code: back.searchParams.get('code') ?? '', uid: back.searchParams.get('uid') };
}

const exchange = (code: string, secret = WATCH_SANDBOX_CLIENT.clientSecret) =>
  exchangeCode({
    url: simulator.origin,
    clientId: WATCH_SANDBOX_CLIENT.clientId,
    clientSecret: secret,
    code,
    redirectUrl: CALLBACK,
    timeoutMs: 2_000,
    now: () => clock,
  });

describe('the authorize request', () => {
  it("names Watch's path and fields, our callback as redirect_url and our state as uid", () => {
    expect(authorizeRequest({ url: 'https://apiweb.watch.tv.br/', clientId: 'isp', redirectUrl: CALLBACK, uid: 'signed.state' })).toEqual({
      action: 'https://apiweb.watch.tv.br/watch/v1/oauth/authenticate',
      fields: { client_id: 'isp', redirect_url: CALLBACK, approval_prompt: 'auto', uid: 'signed.state' },
    });
  });

  it('brings back a code and our uid to the callback', async () => {
    const { status, back, code, uid } = await authorize('signed.state');
    expect([status, `${back.origin}${back.pathname}`, uid]).toEqual([303, CALLBACK, 'signed.state']);
    expect(code).not.toBe('');
  });
});

describe('the code exchange', () => {
  it("answers the token and its end from the JWT's exp", async () => {
    const { accessToken, expiresAt } = await exchange((await authorize()).code);
    expect(accessToken.split('.')).toHaveLength(3);
    expect(expiresAt).toEqual(new Date(clock.getTime() + 3600_000));
    expect(simulator.requests().map((entry) => [entry.route, entry.status, entry.clientId])).toEqual([
      ['authorize', 303, WATCH_SANDBOX_CLIENT.clientId],
      ['token', 200, WATCH_SANDBOX_CLIENT.clientId],
    ]);
  });

  it("is rejected with Watch's text for a code used twice, a wrong secret, or a made-up code", async () => {
    const { code } = await authorize();
    await exchange(code);
    const failures = await Promise.all(
      [exchange(code), exchange((await authorize()).code, 'wrong-secret'), exchange('made-up')].map((call) =>
        rejectionOf(call, WatchError),
      ),
    );
    expect(failures).toEqual([
      expect.objectContaining({
        failure: 'rejected',
        httpStatus: 400,
        partnerMessage: 'code invalido ou expirado',
        operation: 'POST /oauth/token',
      }),
      expect.objectContaining({ failure: 'rejected', partnerMessage: 'client_id ou client_secret invalido' }),
      expect.objectContaining({ failure: 'rejected', partnerMessage: 'code invalido ou expirado' }),
    ]);
  });

  it('maps 5xx to unavailable, and a refused connection too', async () => {
    simulator.failNext('token', { status: 502 });
    await expect(exchange((await authorize()).code)).rejects.toMatchObject({ failure: 'unavailable', httpStatus: 502 });
    await expect(
      exchangeCode({ url: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y', code: 'z', redirectUrl: CALLBACK, timeoutMs: 2_000 }),
    ).rejects.toMatchObject({ failure: 'unavailable' });
  });

  it('sends the code grant, form-encoded, and reads a top-level token without exp as 8 hours long', async () => {
    const peer = Fastify();
    let received: Record<string, string> = {};
    peer.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    let answer: unknown = { access_token: 'opaque-token', token_type: 'Bearer' };
    peer.post('/oauth/token', async (request) => {
      received = request.body as Record<string, string>;
      return answer;
    });
    await peer.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(peer.server.address() as { port: number }).port}`;
      const options = {
        url,
        clientId: 'isp',
        clientSecret: 'the-secret',
        code: 'the-code',
        redirectUrl: CALLBACK,
        timeoutMs: 2_000,
        now: () => clock,
      };
      expect(await exchangeCode(options)).toEqual({ accessToken: 'opaque-token', expiresAt: new Date(clock.getTime() + 8 * 3600_000) });
      expect(received).toEqual({
        client_id: 'isp',
        client_secret: 'the-secret',
        code: 'the-code',
        grant_type: 'authorization_code',
        redirect_url: CALLBACK,
      });
      answer = { HasError: false, IsValidationError: false, Result: [] };
      await expect(exchangeCode(options)).rejects.toMatchObject({ failure: 'malformed' });
      answer = { HasError: true, ErrorMessage: 'code the-code of the-secret refused', Result: null };
      const refused = await rejectionOf(exchangeCode(options), WatchError);
      expect(refused.partnerMessage).toBe('code [redacted] of [redacted] refused');
      expect(`${refused.message} ${JSON.stringify(refused)}`).not.toMatch(/the-secret|the-code/);
    } finally {
      await peer.close();
    }
  });
});
