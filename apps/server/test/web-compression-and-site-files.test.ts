import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROBOTS_TXT } from '../src/plugins/site-files';
import { startTestApp, type TestApp } from './support/test-app';

const ASSET = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, label: 'linha ${i}' }`).join(', ')}];\n`;
const TINY_ASSET = 'export const a = 1;\n';
const INDEX = `<!doctype html><html><head><title>Central</title><link rel="icon" href="data:," /></head><body><div id="root"></div><!-- ${'padding '.repeat(300)}--></body></html>`;
const WORKER = "self.addEventListener('push', () => {});\n";
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The shape of Vite's build manifest: the entry, two areas, two sections of the panel, a page of its own (the
 * provider's sign-in) and the chunks they share.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-b00t.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-r1.js' },
  '_forms.js': { file: 'assets/forms-f0.js', imports: ['index.html', '_runtime.js'] },
  '_badge.js': { file: 'assets/Badge-b4.js', imports: ['_forms.js'] },
  'src/areas/public/index.ts': { file: 'assets/public-p1.js', isDynamicEntry: true, imports: ['index.html', '_forms.js'] },
  'src/areas/panel/index.ts': { file: 'assets/panel-p2.js', isDynamicEntry: true, imports: ['index.html', '_badge.js'] },
  '_dialog.js': { file: 'assets/Dialog-d1.js', imports: ['index.html'] },
  'src/areas/panel/financial/index.ts': {
    file: 'assets/financial-f1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_badge.js', '_dialog.js'],
  },
  'src/areas/panel/cards/index.ts': { file: 'assets/cards-c1.js', isDynamicEntry: true, imports: ['index.html', '_dialog.js'] },
  'src/areas/provider/ProviderSignInPage.tsx': {
    file: 'assets/ProviderSignInPage-s1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_forms.js'],
  },
};
const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'central-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  // What the build writes (apps/web/vite.config.ts): the file and its Brotli and gzip copies.
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js'), ASSET);
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(ASSET));
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(ASSET));
  await writeFile(join(dist, 'assets', 'tiny-4d5e6f.js'), TINY_ASSET);
  await writeFile(join(dist, 'central-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(dist, 'notification'));
  await writeFile(join(dist, 'notification', 'sw.js'), WORKER);
  await writeFile(join(dist, '.source-fingerprint'), 'abc123');
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await startTestApp({
    webDistDir: dist,
    tenants: (records) => [
      ...records,
      { ...records[1]!, client_id: 'linked', alias: 'Linked Net', favicon_url: 'https://cdn.example.com/linked/favicon.png' },
      { ...records[1]!, client_id: 'plain', alias: 'Plain Net', favicon_url: null },
    ],
  });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost', ...headers } });

describe('compression of the build', () => {
  it('sends the Brotli copy of a hashed asset to a client that accepts br, immutable and varying by Accept-Encoding', async () => {
    const response = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.equals(brotliCompressSync(ASSET))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/assets/app-1a2b3c.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.payload).toBe(ASSET);
    }
  });

  it('does not compress again per request a file the build left without copies, nor serve the copies by their own names', async () => {
    const tiny = await get('/assets/tiny-4d5e6f.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.payload).toBe(TINY_ASSET);
    expect((await get('/assets/app-1a2b3c.js.br')).headers['content-type']).toContain('text/html');
  });

  it('compresses the rendered index.html, which stays no-cache on a page that names no one', async () => {
    const response = await get('/termos-de-privacidade', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Central - Provedor Demo</title>');
  });
});

describe("the build's files, from memory", () => {
  it('answers each file with its type, and the files outside assets/ (not named by hash) for an hour only', async () => {
    const script = await get('/assets/tiny-4d5e6f.js');
    expect([script.statusCode, script.headers['content-type'], script.headers['cache-control']]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      IMMUTABLE,
    ]);
    const worker = await get('/notification/sw.js');
    expect([worker.statusCode, worker.headers['content-type'], worker.headers['cache-control'], worker.payload]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      'public, max-age=3600',
      WORKER,
    ]);
    const logo = await get('/central-logo.svg');
    expect([logo.headers['content-type'], logo.headers['content-length']]).toEqual(['image/svg+xml; charset=utf-8', '41']);
  });

  it('keeps the security headers on a build file', async () => {
    const response = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("answers 304 to a browser that sends back the ETag of the copy it holds, and the file to one that holds another copy's", async () => {
    const br = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    const gzip = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/assets/app-1a2b3c.js');
    const tags = [br, gzip, plain].map((response) => String(response.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);

    const again = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br', 'if-none-match': tags[0]! });
    expect([again.statusCode, again.rawPayload.length, again.headers.etag, again.headers['cache-control']]).toEqual([
      304,
      0,
      tags[0],
      IMMUTABLE,
    ]);
    expect((await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br', 'if-none-match': `"x", W/${tags[0]}` })).statusCode).toBe(304);
    const other = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br', 'if-none-match': tags[1]! });
    expect([other.statusCode, other.headers['content-encoding']]).toEqual([200, 'br']);
    expect(other.rawPayload.equals(brotliCompressSync(ASSET))).toBe(true);
  });

  it('answers HEAD with the headers of the file and no body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-1a2b3c.js',
      headers: { host: 'demo.localhost', 'accept-encoding': 'gzip' },
    });
    expect([
      response.statusCode,
      response.headers['content-encoding'],
      response.headers['content-length'],
      response.rawPayload.length,
    ]).toEqual([200, 'gzip', String(gzipSync(ASSET).length), 0]);
  });

  it('serves the files as the build was when the server started, without reading the disk again', async () => {
    await writeFile(join(dist, 'notification', 'sw.js'), 'changed on disk');
    await writeFile(join(dist, 'assets', 'added-later.js'), 'export {};');
    try {
      expect((await get('/notification/sw.js')).payload).toBe(WORKER);
      const added = await get('/assets/added-later.js');
      expect([added.statusCode, added.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    } finally {
      await writeFile(join(dist, 'notification', 'sw.js'), WORKER);
      await rm(join(dist, 'assets', 'added-later.js'));
    }
  });

  it('does not serve hidden files', async () => {
    for (const path of ['/.source-fingerprint', '/.vite/manifest.json']) expect([path, (await get(path)).statusCode]).toEqual([path, 404]);
  });
});

describe('compression of API answers', () => {
  it('compresses a JSON answer above 1 KB with the encoding the client prefers', async () => {
    const br = await get('/api/central/theme', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const theme = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(theme.client_id).toBe('demo');
    expect(JSON.stringify(theme).length).toBeGreaterThan(1024);
    const gzip = await get('/api/central/theme', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).client_id).toBe('demo');
    expect((await get('/api/central/theme')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves a small JSON answer as it is', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe("preloading a page's code", () => {
  it("names the chunks of the page's area that the boot chunk does not bring, so they load beside it", async () => {
    expect(modulePreloads((await get('/panel')).body)).toEqual(['/assets/panel-p2.js', '/assets/Badge-b4.js', '/assets/forms-f0.js']);
    expect(modulePreloads((await get('/sign-in')).body)).toEqual(['/assets/public-p1.js', '/assets/forms-f0.js']);
  });

  it("names the chunks of the page's section too, each once, so the router does not ask for them only after the area ran", async () => {
    const area = ['/assets/panel-p2.js', '/assets/Badge-b4.js', '/assets/forms-f0.js'];
    expect(modulePreloads((await get('/panel/financial/invoices/to-pay')).body)).toEqual([
      ...area,
      '/assets/financial-f1.js',
      '/assets/Dialog-d1.js',
    ]);
    expect(modulePreloads((await get('/panel/financial/invoice/5004')).body)).toEqual([
      ...area,
      '/assets/financial-f1.js',
      '/assets/Dialog-d1.js',
    ]);
    // Paying by card, under /panel/financial, is a page of the cards section.
    expect(modulePreloads((await get('/panel/financial/invoice/5004/payment/card')).body)).toEqual([
      ...area,
      '/assets/cards-c1.js',
      '/assets/Dialog-d1.js',
    ]);
    expect(modulePreloads((await get('/panel/financial/credit-card')).body)).toEqual([
      ...area,
      '/assets/cards-c1.js',
      '/assets/Dialog-d1.js',
    ]);
    // A section the build has no chunk for preloads its area only.
    expect(modulePreloads((await get('/panel/devices')).body)).toEqual(area);
  });

  it("names the chunk of a page outside every area, the provider's sign-in, and not the area of the pages behind it", async () => {
    expect(modulePreloads((await get('/admin')).body)).toEqual(['/assets/ProviderSignInPage-s1.js', '/assets/forms-f0.js']);
    expect(modulePreloads((await get('/admin/')).body)).toEqual(['/assets/ProviderSignInPage-s1.js', '/assets/forms-f0.js']);
    expect(modulePreloads((await get('/admin/nada')).body)).toEqual([]);
  });

  it('preloads nothing for an area or a page the build has no chunk for, or a page that is not found', async () => {
    expect(modulePreloads((await get('/adm/customers')).body)).toEqual([]);
    expect(modulePreloads((await get('/termos-de-privacidade')).body)).toEqual([]);
    const missing = await get('/panel-nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(modulePreloads(missing.body)).toEqual([]);
  });

  it('does not serve the build manifest itself', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('statuses of pages', () => {
  it.each([
    '/',
    '/sign-in',
    '/panel',
    '/panel/financial/invoices/to-pay',
    '/panel/financial/invoice/5004/payment/pix',
    '/panel/device/abc',
    '/verification-code',
  ])('answers 200 with the app for the page %s', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.payload).toContain('<script id="central-theme" type="application/json">{');
  });

  it.each(['/nada', '/panel/nada', '/panel/financial/invoices', '/sign-in/extra', '/index.html'])(
    'answers 404 with the same app (its not-found screen) for the unknown address %s',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.payload).toContain('<title>Central - Provedor Demo</title>');
    },
  );

  it('keeps the staff areas found on any host, a host of no provider not found, and the API its JSON 404', async () => {
    expect((await get('/adm/customers', { host: 'ninguem.localhost' })).statusCode).toBe(200);
    expect((await get('/provider')).statusCode).toBe(200);
    const stranger = await get('/sign-in', { host: 'ninguem.localhost' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.payload).toContain('<script id="central-theme" type="application/json">null</script>');
    const api = await get('/api/central/nada');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('robots.txt and favicon.ico', () => {
  it('keeps robots out of the whole portal, as cacheable plain text', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.payload).toBe('User-agent: *\nDisallow: /\n');
    expect(ROBOTS_TXT).toBe(response.payload);
  });

  it("serves the bytes of a provider's inline favicon", async () => {
    const theme = (await get('/api/central/theme')).json();
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.payload).toBe(decodeURIComponent(theme.favicon_url.slice(theme.favicon_url.indexOf(',') + 1)));
  });

  it("redirects to a provider's favicon address, to its drawn icon when it has none, and to the build's icon on a host of no provider", async () => {
    const cases = [
      ['linked.localhost', 'https://cdn.example.com/linked/favicon.png'],
      ['plain.localhost', '/pwa/plain/icon-192.png'],
      ['ninguem.localhost', '/central-logo.svg'],
    ];
    for (const [host, location] of cases) {
      const response = await get('/favicon.ico', { host: host! });
      expect([host, response.statusCode, response.headers.location]).toEqual([host, 302, location]);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    }
  });
});
