import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@central/domain';
import { HOSTILE_PATH_VALUES } from '../../../scripts/lib/hostile-path-values';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { provisionTenants } from '../src/modules/tenants/tenants-file';
import { createSecretBox } from '../src/lib/crypto';
import type { TenantRecord } from '../src/modules/tenants/tenant-record';
import { routesOf } from './support/routes';
import { MARIA } from './support/subscriber';
import { startTestApp, TEST_SECRETS, type TestApp } from './support/test-app';

/** Paths, bodies and origins that are not what the API takes get a 4xx, never a 500. */
let t: TestApp;
let dist: string;
let session: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'central-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>Central</title></head><body></body></html>');
  t = await startTestApp({ webDistDir: dist });
  const signIn = await t.app.inject({ method: 'POST', url: '/api/central/sign-in', headers: { host: 'demo.localhost' }, payload: MARIA });
  session = String(signIn.headers['set-cookie']).match(/validToken=[^;]+/)![0];
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});
beforeEach(() => t.sandbox.sandbox.resetStats());

const QUERY_FUZZ = '?status=%00&page=-1&year=1e309&created_at=%ZZ&invoice_id=%0d%0a&end_date=99999-01-01&__proto__[x]=1';

const send = (method: string, url: string, headers: Record<string, string> = {}, payload?: string) =>
  t.app.inject({ method: method as 'GET', url, headers: { host: 'demo.localhost', ...headers }, payload });

describe('path parameters', () => {
  it('answers every route, fuzzed in each path parameter and in its query, with less than 500', async () => {
    const routes = routesOf(t.app);
    const withParams = routes.filter((route) => route.url.includes(':'));
    expect(withParams.length).toBeGreaterThanOrEqual(8);
    const failures: string[] = [];
    for (const route of routes) {
      const urls = route.url.includes(':')
        ? HOSTILE_PATH_VALUES.map((value) => route.url.replace(/:[A-Za-z_]+/g, value))
        : [route.url + QUERY_FUZZ];
      for (const method of route.methods) {
        for (const url of urls) {
          for (const cookie of [session, '']) {
            const body = method === 'GET' ? undefined : '{}';
            const response = await send(method, url, { cookie, ...(body ? { 'content-type': 'application/json' } : {}) }, body);
            if (response.statusCode >= 500)
              failures.push(`${method} ${url.slice(0, 80)} -> ${response.statusCode} ${response.body.slice(0, 80)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a NUL or a malformed escape in a path with 400 and the one error shape', async () => {
    for (const url of ['/pwa/%00/config.json', '/pwa/%E0%A4%A/config.json', '/api/central/customer/support/%00', '/panel/%00']) {
      const response = await send('GET', url, { cookie: session });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ code: expect.stringMatching(/^INVALID_URL$/), message: MESSAGES.invalidRequest });
    }
  });

  it('answers unknown /api/ paths with a JSON 404, whatever the method, while pages are served', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await send(
        method,
        '/api/central/does-not-exist',
        { 'content-type': 'application/json' },
        method === 'GET' ? undefined : '{}',
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type'], method).toMatch(/^application\/json/);
      expect(response.json(), method).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notFoundPage });
    }
    expect((await send('GET', '/panel/whatever')).headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('bodies', () => {
  it.each([
    ['POST', '/api/central/sign-in', 'text/plain', JSON.stringify(MARIA)],
    ['POST', '/api/central/sign-in', 'application/x-www-form-urlencoded', 'cpfOrCnpj=52998224725&password=demo123'],
    [
      'POST',
      '/api/central/customer/create/support',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\noi\r\n--x--',
    ],
    ['PUT', '/api/central/customer/edit/password', 'text/plain', '{"currentPassword":"demo123","newPassword":"outra123"}'],
    ['POST', '/api/central/sign-out', 'application/xml', '<a/>'],
  ])('refuses %s %s sent as %s with 415 and changes nothing', async (method, url, contentType, payload) => {
    const response = await send(method, url, { 'content-type': contentType, cookie: session }, payload);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(t.sandbox.sandbox.stats().total).toBe(0);
    expect((await send('GET', '/api/central/auth/valid-token', { cookie: session })).statusCode).toBe(200);
  });

  it('takes a state change without a body, and JSON with a charset', async () => {
    const signIn = await send('POST', '/api/central/sign-in', { 'content-type': 'Application/JSON; charset=utf-8' }, JSON.stringify(MARIA));
    expect(signIn.statusCode).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).match(/validToken=[^;]+/)![0];
    expect((await send('POST', '/api/central/sign-out', { cookie })).statusCode).toBe(204);
  });

  it('refuses a NUL inside a JSON body with 400 before it reaches the ERP', async () => {
    const response = await send(
      'POST',
      '/api/central/customer/create/support',
      { 'content-type': 'application/json', cookie: session },
      JSON.stringify({ subject: '1', contractId: '5001', phone_number: '(31) 99999-0000', message: 'sem internet\u0000' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invalidRequest);
    expect(t.sandbox.sandbox.stats().total).toBe(0);
  });
});

describe('origin of state changes', () => {
  it.each([
    ['null'],
    ['https://evil.example'],
    ['https://demo.localhost'],
    ['http://demo.localhost:8443'],
    ['http://acme.localhost'],
    ['not a url'],
  ])('refuses a POST from the origin %s', async (origin) => {
    const response = await send('POST', '/api/central/sign-in', { origin, 'content-type': 'application/json' }, JSON.stringify(MARIA));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'CROSS_SITE_REQUEST', message: MESSAGES.crossSiteRequest });
    expect(t.sandbox.sandbox.stats().total).toBe(0);
  });

  it('takes a POST from its own origin: same scheme, host and port', async () => {
    const response = await send(
      'POST',
      '/api/central/sign-in',
      { origin: 'http://demo.localhost', 'content-type': 'application/json' },
      JSON.stringify(MARIA),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('providers', () => {
  it('finds a provider created after its host was first asked for, without a restart', async () => {
    expect((await t.client('novo.localhost').get('/api/central/theme')).status).toBe(404);
    await provisionTenants(t.db.prisma, createSecretBox(TEST_SECRETS.secretsKey), [NEW_PROVIDER]);
    await expect
      .poll(async () => (await t.client('novo.localhost').get('/api/central/theme')).status, { timeout: 8000, interval: 250 })
      .toBe(200);
  });
});

const NEW_PROVIDER: TenantRecord = {
  client_id: 'novo',
  alias: 'Provedor Novo',
  primary_color: '#0F6CBD',
  department_id: '1',
  ixc_domain: 'http://127.0.0.1:9',
  ixc_access_token: '9:abc',
};
