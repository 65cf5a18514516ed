import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES } from '@central/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#00FF00"/></svg>`;
const ICONS = [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['icon-maskable-512.png', 512],
] as const;

let t: TestApp;
let dist: string;
let logoServer: Server;
/** Requests for each logo path. */
const logoRequests = new Map<string, number>();

beforeAll(async () => {
  logoServer = createServer((request, response) => {
    logoRequests.set(request.url!, (logoRequests.get(request.url!) ?? 0) + 1);
    response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(LOGO);
  });
  const logoHost = `http://127.0.0.1:${await listen(logoServer)}`;
  const closed = createServer();
  const closedPort = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));

  dist = await mkdtemp(join(tmpdir(), 'central-dist-'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Central</title></head><body><div id="root"></div></body></html>',
  );
  t = await startTestApp({
    webDistDir: dist,
    // The logo server runs on loopback, which production refuses (image-fetch-addresses.test.ts).
    imageFetchAllowPrivate: true,
    tenants: (records) => [
      ...records,
      // A CDN that is down: nothing listens on the logo's port.
      {
        ...records[1]!,
        client_id: 'offline',
        alias: 'Sem Logo Net',
        app_logo_url: `http://127.0.0.1:${closedPort}/logo.png`,
        vertical_logo_url: null,
      },
      {
        ...records[1]!,
        client_id: 'hosted',
        alias: 'Fibra "Boa" & <Cia>',
        primary_color: '#123456',
        app_logo_url: `${logoHost}/hosted.svg`,
      },
      { ...records[1]!, client_id: 'cached', alias: 'Cache Net', app_logo_url: `${logoHost}/cached.svg` },
    ],
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => logoServer.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

describe('web app manifest', () => {
  it("describes the provider's installable app with its name, colours and PNG icons", async () => {
    const response = await t.client().get('/pwa/demo/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(JSON.parse(response.text)).toEqual({
      id: '/?provider=demo',
      name: 'Central - Provedor Demo',
      short_name: 'Provedor',
      lang: 'pt-BR',
      start_url: '/panel',
      scope: '/',
      display: 'standalone',
      theme_color: '#0F6CBD',
      background_color: '#0F6CBD',
      icons: [
        { src: '/pwa/demo/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa/demo/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa/demo/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    expect(JSON.parse((await t.client().get('/pwa/acme/manifest.webmanifest')).text).short_name).toBe('Acme Telecom');
  });

  it('answers 404 JSON for a provider that does not exist', async () => {
    for (const file of ['manifest.webmanifest', 'icon-192.png', 'config.json']) {
      const response = await t.client().get(`/pwa/ninguem/${file}`);
      expect([file, response.status, response.body]).toEqual([file, 404, { code: 'TENANT_NOT_FOUND', message: MESSAGES.notFoundPage }]);
    }
  });
});

describe('app icons', () => {
  it.each(ICONS)('renders %s from the inline logo as a PNG of exactly its size', async (file, size) => {
    const response = await t.client().get(`/pwa/demo/${file}`).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(response.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
  });

  it("fills a maskable icon's safe-zone padding with the primary colour and keeps the logo in the middle", async () => {
    const png = await icon('hosted', 'icon-maskable-512.png');
    expect(await pixel(png, 5, 5)).toEqual([0x12, 0x34, 0x56, 255]);
    expect(await pixel(png, 256, 256)).toEqual([0, 255, 0, 255]);
    const plain = await icon('hosted', 'icon-512.png');
    expect(await pixel(plain, 5, 5)).toEqual([0, 255, 0, 255]);
  });

  it('draws the initials on the primary colour when the logo cannot be fetched', async () => {
    for (const [file, size] of ICONS) {
      const png = await icon('offline', file);
      const meta = await sharp(png).metadata();
      expect([file, meta.format, meta.width, meta.height]).toEqual([file, 'png', size, size]);
      // Above the letters: Acme's red.
      expect(await pixel(png, size / 2, Math.round(size * 0.1))).toEqual([0xb3, 0x26, 0x1e, 255]);
    }
    const stats = await sharp(await icon('offline', 'icon-192.png')).stats();
    expect(stats.channels[1]!.max).toBe(255); // white letters
  });

  it('fetches and renders a provider logo once per icon, however often the icon is asked for', async () => {
    const first = await Promise.all(ICONS.flatMap(([file]) => [icon('cached', file), icon('cached', file)]));
    const again = await Promise.all(ICONS.map(([file]) => icon('cached', file)));
    expect(logoRequests.get('/cached.svg')).toBe(ICONS.length);
    expect(again).toEqual([first[0], first[2], first[4]]);
  });
});

describe('static config', () => {
  it('serves the public theme of the provider, the same as /api/central/theme', async () => {
    const response = await t.client('localhost').get('/pwa/acme/config.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual((await t.client('acme.localhost').get('/api/central/theme')).body);
  });
});

describe('index.html', () => {
  it("links the manifest and carries the iOS home-screen tags of the host's provider, escaped", async () => {
    const demo = (await t.client('demo.localhost').get('/sign-in')).text;
    for (const tag of [
      '<link rel="manifest" href="/pwa/demo/manifest.webmanifest">',
      '<meta name="theme-color" content="#0F6CBD">',
      '<meta name="apple-mobile-web-app-capable" content="yes">',
      '<meta name="apple-mobile-web-app-status-bar-style" content="default">',
      '<meta name="apple-mobile-web-app-title" content="Provedor Demo">',
      '<link rel="apple-touch-icon" href="/pwa/demo/icon-192.png">',
    ]) {
      expect(demo).toContain(tag);
    }
    const hosted = (await t.client('hosted.localhost').get('/sign-in')).text;
    expect(hosted).toContain('<meta name="apple-mobile-web-app-title" content="Fibra &quot;Boa&quot; &amp; &lt;Cia>">');
    const none = (await t.client('ninguem.localhost').get('/sign-in')).text;
    expect(none).not.toMatch(/rel="manifest"|name="apple-|rel="apple-/);
  });
});

async function icon(provider: string, file: string): Promise<Buffer> {
  const response = await t.client().get(`/pwa/${provider}/${file}`).buffer(true);
  expect(response.status).toBe(200);
  return response.body as Buffer;
}

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 4)];
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
