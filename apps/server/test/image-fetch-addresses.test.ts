import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TenantRecord } from '../src/modules/tenants/tenant-record';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The app icons are public and drawn from a logo the server fetches, so a logo URL must not
 * make the server reach its own machine or network. A logo server on loopback stands in for an internal service.
 */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#00FF00"/></svg>`;
const GREEN = [0, 255, 0, 255];
const PRIMARY = [0x12, 0x34, 0x56, 255];

let logoServer: Server;
let logoHost: string;
/** The paths the logo server was asked for. */
let asked: string[] = [];

beforeAll(async () => {
  // /chain/N redirects N times before the logo: /chain/2 → /chain/1 → /chain/0 (the logo).
  logoServer = createServer((request, response) => {
    asked.push(request.url!);
    const hops = Number(/^\/chain\/(\d+)$/.exec(request.url!)?.[1] ?? Number.NaN);
    if (hops > 0) return response.writeHead(302, { location: `/chain/${hops - 1}` }).end();
    if (hops === 0) return response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(LOGO);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve));
  logoHost = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  logoServer.closeAllConnections();
  await new Promise((resolve) => logoServer.close(resolve));
});
beforeEach(() => {
  asked = [];
});

/** Providers whose logo is on the loopback logo server, `hops` redirects away. */
const withLoopbackLogos = (records: TenantRecord[]): TenantRecord[] => [
  ...records,
  ...[1, 3, 4].map((hops) => ({
    ...records[1]!,
    client_id: `hops${hops}`,
    alias: `Logo ${hops}`,
    primary_color: '#123456',
    app_logo_url: `${logoHost}/chain/${hops}`,
    vertical_logo_url: null,
  })),
];

/** The colour of a 512 icon above where initials would be drawn: the logo's green, or the primary colour behind initials. */
async function iconColour(t: TestApp, provider: string): Promise<number[]> {
  const response = await t.client().get(`/pwa/${provider}/icon-512.png`).buffer(true);
  expect([response.status, response.headers['content-type']]).toEqual([200, 'image/png']);
  const { data, info } = await sharp(response.body as Buffer)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (Math.round(512 * 0.1) * info.width + 256) * info.channels;
  return [...data.subarray(at, at + 4)];
}

describe('logo fetches with IMAGE_FETCH_ALLOW_PRIVATE off (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ tenants: withLoopbackLogos });
  });
  afterAll(() => t.close());

  it('never asks a loopback logo server, redirecting or not, and draws the initials', async () => {
    expect(await iconColour(t, 'hops1')).toEqual(PRIMARY);
    expect(await iconColour(t, 'hops3')).toEqual(PRIMARY);
    expect(asked).toEqual([]);
  });
});

describe('logo fetches with IMAGE_FETCH_ALLOW_PRIVATE on (tests, demo)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ tenants: withLoopbackLogos, imageFetchAllowPrivate: true });
  });
  afterAll(() => t.close());

  it('fetches a loopback logo through its redirects, up to 3', async () => {
    expect(await iconColour(t, 'hops1')).toEqual(GREEN);
    expect(await iconColour(t, 'hops3')).toEqual(GREEN);
    expect(asked).toEqual(['/chain/1', '/chain/0', '/chain/3', '/chain/2', '/chain/1', '/chain/0']);
  });

  it('refuses a chain of 4 redirects: the logo is never asked for, and the initials are drawn', async () => {
    expect(await iconColour(t, 'hops4')).toEqual(PRIMARY);
    expect(asked).toEqual(['/chain/4', '/chain/3', '/chain/2', '/chain/1']);
  });
});
