import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@central/domain';
import { brandRampFrom } from '@central/domain/brand-theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'central-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Central</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  t = await startTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('theme', () => {
  it('gives the provider of the host its public theme and nothing else', async () => {
    const { status, body } = await t.client('demo.localhost').get('/api/central/theme');
    expect(status).toBe(200);
    expect(body).toMatchObject({ client_id: 'demo', alias: 'Provedor Demo', primary_color: '#0F6CBD', support_type: 'customer_service' });
    expect(Object.keys(body).sort()).toEqual([
      'alias',
      'app_activation',
      'app_logo_url',
      'client_id',
      'contact_email',
      'faq_url',
      'favicon_url',
      'feature_flags',
      'horizontal_logo_url',
      'legal',
      'login_background_url',
      'phone_number',
      'primary_color',
      'secondary_color',
      'support_menu',
      'support_type',
      'vapid_public_key',
      'vertical_logo_url',
      'whatsapp_number',
    ]);
    // The VAPID key is random base64url, which may spell 'ixc' by chance.
    expect(JSON.stringify({ ...body, vapid_public_key: null })).not.toMatch(/ixc|token|sandbox|127\.0\.0\.1/i);
  });

  it.each([
    ['acme.central.example.com', 'acme'],
    ['portal.minhafibra.com.br', 'acme'],
    ['central-demo.example.com', 'demo'],
    ['localhost', 'demo'],
  ])('reads the provider from the host %s', async (host, clientId) => {
    expect((await t.client(host).get('/api/central/theme')).body.client_id).toBe(clientId);
  });

  it('answers 404 with the not-found text for a host of no provider', async () => {
    const response = await t.client('ninguem.localhost').get('/api/central/theme');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'TENANT_NOT_FOUND', message: MESSAGES.notFoundPage });
  });

  it('describes each provider as an installable app', async () => {
    const response = await t.client('acme.localhost').get('/pwa/acme/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.body).toMatchObject({
      name: 'Central - Acme Telecom',
      short_name: 'Acme Telecom',
      theme_color: '#B3261E',
      start_url: '/panel',
      lang: 'pt-BR',
    });
    expect(response.body.icons[0]).toEqual({ src: '/pwa/acme/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' });
    expect((await t.client().get('/pwa/ninguem/manifest.webmanifest')).status).toBe(404);
  });
});

describe('health', () => {
  it('says live and ready', async () => {
    expect((await t.client().get('/api/health')).body).toEqual({ status: 'ok' });
    expect((await t.client().get('/api/ready')).body).toEqual({ status: 'ready' });
  });
});

describe('pages', () => {
  it('renders index.html with the provider theme inlined, its title and manifest', async () => {
    const response = await t.client('acme.localhost').get('/panel/financial/invoices/to-pay');
    expect(response.status).toBe(200);
    // A panel page says who opens it (page-session.test.ts), so no cache keeps it.
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).toContain('<title>Central - Acme Telecom</title>');
    expect(response.text).toContain('<link rel="manifest" href="/pwa/acme/manifest.webmanifest">');
    const json = response.text.match(/<script id="central-theme" type="application\/json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json!).client_id).toBe('acme');
  });

  it("writes the provider's theme as the CSS variables Fluent paints with, and Fluent's blue where no provider is", async () => {
    const variable = (html: string, name: string) =>
      new RegExp(`<style id="central-theme-style">:root\\{[^<]*--${name}:([^;]+);`).exec(html)?.[1];
    const acme = (await t.client('acme.localhost').get('/sign-in')).text;
    expect(variable(acme, 'colorTenantPrimary')).toBe('#b3261e');
    expect(variable(acme, 'colorBrandBackground')).toBe(brandRampFrom('#B3261E')[80]);
    expect(variable(acme, 'colorNeutralForeground1')).toBe('#242424');
    expect(variable(acme, 'fontFamilyBase')).toContain('Segoe UI');
    const demo = (await t.client('demo.localhost').get('/panel')).text;
    expect(variable(demo, 'colorTenantPrimary')).toBe('#0f6cbd');
    for (const [host, path] of [
      ['ninguem.localhost', '/sign-in'],
      ['admin.localhost', '/adm/customers'],
    ] as const) {
      const page = (await t.client(host).get(path)).text;
      expect([host, variable(page, 'colorBrandBackground'), variable(page, 'colorTenantPrimary')]).toEqual([host, '#0f6cbd', '#0f6cbd']);
    }
  });

  it('renders the page with no theme and status 404 for a host of no provider, but 200 in the admin and provider areas', async () => {
    const response = await t.client('ninguem.localhost').get('/sign-in');
    expect(response.status).toBe(404);
    expect(response.text).toContain('<script id="central-theme" type="application/json">null</script>');
    for (const path of ['/auth/adm/sign-in', '/adm/customers', '/adm', '/admin', '/provider']) {
      const staff = await t.client('admin.localhost').get(path);
      expect([path, staff.status]).toEqual([path, 200]);
      expect(staff.text).toContain('<script id="central-theme" type="application/json">null</script>');
    }
    expect((await t.client('admin.localhost').get('/administrador')).status).toBe(404);
  });

  it('serves hashed assets as immutable and unknown API paths as JSON 404', async () => {
    const asset = await t.client().get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await t.client().get('/api/central/nao-existe');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notFoundPage });
    expect((await t.client().get('/index.html')).text).toContain('central-theme');
  });

  it('sends the security headers and keeps API answers out of caches', async () => {
    const page = await t.client().get('/sign-in');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await t.client().get('/api/central/theme')).headers['cache-control']).toBe('no-store');
  });
});
