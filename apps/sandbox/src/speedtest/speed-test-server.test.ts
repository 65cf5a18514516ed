import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSpeedTestServer, type SpeedTestServer } from './speed-test-server';

const MIB = 1024 * 1024;
let server: SpeedTestServer;
let origin: string;

beforeAll(async () => {
  server = createSpeedTestServer();
  origin = await server.listen();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('the speed test page', () => {
  it('serves the pt-BR page and its script', async () => {
    const page = await fetch(`${origin}/`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    for (const label of ['Download', 'Upload', 'Ping', 'Jitter', 'Iniciar']) expect(html).toContain(label);
    const script = await fetch(`${origin}/speedtest.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('garbage.php');
  });
});

describe('garbage.php', () => {
  it('sends ckSize MiB of random bytes that no cache keeps', async () => {
    const response = await fetch(`${origin}/garbage.php?ckSize=3&r=0.5`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('content-length')).toBe(String(3 * MIB));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBe(3 * MIB);
    // Random: all 256 byte values turn up in the first KiB's neighbourhood, as they would not in text or zeros.
    expect(new Set(bytes.subarray(0, 4096)).size).toBeGreaterThan(200);
  });

  it('sends 4 MiB without ckSize and at most 100 MiB', async () => {
    expect((await fetch(`${origin}/garbage.php`)).headers.get('content-length')).toBe(String(4 * MIB));
    const huge = await fetch(`${origin}/garbage.php?ckSize=5000`);
    expect(huge.headers.get('content-length')).toBe(String(100 * MIB));
    await huge.body?.cancel();
  });
});

describe('empty.php', () => {
  it('takes an upload of any size and type and answers empty', async () => {
    const upload = await fetch(`${origin}/empty.php?r=1`, {
      method: 'POST',
      body: new Uint8Array(3 * MIB),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(upload.status).toBe(200);
    expect(await upload.text()).toBe('');
    expect(upload.headers.get('cache-control')).toContain('no-store');
    const form = await fetch(`${origin}/empty.php`, {
      method: 'POST',
      body: 'x'.repeat(2 * MIB),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
  });

  it('answers a ping (GET) empty', async () => {
    const response = await fetch(`${origin}/empty.php?r=2`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('getIP.php', () => {
  it("answers the client's address as LibreSpeed does", async () => {
    const response = await fetch(`${origin}/getIP.php`);
    expect(await response.json()).toEqual({ processedString: '127.0.0.1', rawIspInfo: '' });
  });
});

describe('faults', () => {
  it('can make the page hang, as an unreachable speed test does', async () => {
    server.failNext('page', { hang: true });
    const hung = fetch(`${origin}/`, { signal: AbortSignal.timeout(300) });
    await expect(hung).rejects.toThrow();
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});
