import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anyAddress, createImageFetcher, type ImageFetcher } from './image-bytes';
import type { Resolve } from './public-only-agent';

// The timeout leaves room for a busy machine; the slow answer comes after 2 s.
const LIMITS = { timeoutMs: 1000, maxBytes: 1000, maxRedirects: 2 };
let server: Server;
let port: number;
let base: string;
/** The paths the image server was asked for. */
let asked: string[] = [];
const fetchers: ImageFetcher[] = [];

/** A resolver that knows only these names. */
const names =
  (table: Record<string, string[]>): Resolve =>
  (hostname, callback) => {
    const addresses = table[hostname];
    if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(
      null,
      addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
const fetcher = (options: Parameters<typeof createImageFetcher>[0] = {}) => {
  const created = createImageFetcher({ limits: LIMITS, ...options });
  fetchers.push(created);
  return created;
};

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url!);
    const to = (location: string) => response.writeHead(302, { location }).end();
    if (request.url === '/logo.png') return response.writeHead(200, { 'content-type': 'image/png' }).end('PNGBYTES');
    if (request.url === '/moved') return to('/logo.png');
    if (request.url === '/to-file') return to('file:///etc/passwd');
    if (request.url === '/loop') return to('/loop');
    if (request.url === '/to-other-address') return to(`http://127.0.0.2:${port}/logo.png`);
    if (request.url === '/to-other-name') return to(`http://other.test:${port}/logo.png`);
    if (request.url === '/huge') return response.writeHead(200).end(Buffer.alloc(5000));
    if (request.url === '/huge-chunked') {
      response.writeHead(200);
      for (let i = 0; i < 5; i++) response.write(Buffer.alloc(500));
      return response.end();
    }
    if (request.url === '/slow') return setTimeout(() => response.end('late'), 2000);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
beforeEach(() => {
  asked = [];
});
afterAll(async () => {
  await Promise.all(fetchers.map((created) => created.close()));
  server.closeAllConnections();
  server.close();
});

describe('image fetcher', () => {
  it('decodes inline data URLs, percent-encoded or base64, without any address', async () => {
    const images = fetcher();
    expect((await images.bytes("data:image/svg+xml,%3Csvg xmlns='x'/%3E")).toString()).toBe("<svg xmlns='x'/>");
    expect((await images.bytes(`data:image/png;base64,${Buffer.from('PNG').toString('base64')}`)).toString()).toBe('PNG');
  });

  it('fetches an allowed address and follows redirects to other http(s) addresses', async () => {
    const images = fetcher({ allowAddress: anyAddress });
    expect((await images.bytes(`${base}/logo.png`)).toString()).toBe('PNGBYTES');
    expect((await images.bytes(`${base}/moved`)).toString()).toBe('PNGBYTES');
  });

  it.each([
    ['a redirect to a file', '/to-file', /not an http\(s\) image/],
    ['more redirects than the limit', '/loop', /too many redirects/],
    ['a declared size over the cap', '/huge', /too large/],
    ['a streamed size over the cap', '/huge-chunked', /too large/],
    ['an error answer', '/missing', /answered 404/],
    ['a server slower than the timeout', '/slow', /timeout|aborted/i],
  ])('refuses %s', async (_name, path, error) => {
    await expect(fetcher({ allowAddress: anyAddress }).bytes(`${base}${path}`)).rejects.toThrow(error);
  });

  it('stops at the redirect limit: the hop past it is never asked for', async () => {
    await expect(fetcher({ allowAddress: anyAddress }).bytes(`${base}/loop`)).rejects.toThrow(/too many redirects/);
    expect(asked).toEqual(['/loop', '/loop', '/loop']);
  });

  it('refuses schemes other than http(s) and data', async () => {
    await expect(fetcher().bytes('file:///etc/passwd')).rejects.toThrow(/not an http\(s\) image/);
  });
});

describe('image fetcher, public addresses only', () => {
  it.each([
    ['a loopback IPv4 address', () => `${base}/logo.png`],
    ['a loopback IPv6 address', () => `http://[::1]:${port}/logo.png`],
    ['an IPv4-mapped loopback address', () => `http://[::ffff:127.0.0.1]:${port}/logo.png`],
    ['loopback written as one number', () => `http://2130706433:${port}/logo.png`],
  ])('refuses %s without connecting', async (_name, url) => {
    await expect(fetcher().bytes(url())).rejects.toThrow(/is not a public address/);
    expect(asked).toEqual([]);
  });

  it('refuses a name that resolves to loopback, or to a public and a private address', async () => {
    const images = fetcher({ resolve: names({ 'logo.test': ['127.0.0.1'], 'mixed.test': ['93.184.216.34', '10.0.0.8'] }) });
    await expect(images.bytes(`http://logo.test:${port}/logo.png`)).rejects.toThrow(/logo.test is not a public address/);
    await expect(images.bytes(`http://mixed.test:${port}/logo.png`)).rejects.toThrow(/mixed.test is not a public address/);
    expect(asked).toEqual([]);
  });

  it('connects to the address its own lookup judged, never resolving the name again', async () => {
    // 'pinned.test' exists only in this resolver: the fetch reaches the server only through the judged answer.
    const images = fetcher({ allowAddress: (address) => address === '127.0.0.1', resolve: names({ 'pinned.test': ['127.0.0.1'] }) });
    expect((await images.bytes(`http://pinned.test:${port}/logo.png`)).toString()).toBe('PNGBYTES');
  });

  it('judges every redirect hop: a hop to an address or a name that is not allowed is refused', async () => {
    const images = fetcher({ allowAddress: (address) => address === '127.0.0.1', resolve: names({ 'other.test': ['127.0.0.2'] }) });
    await expect(images.bytes(`${base}/to-other-address`)).rejects.toThrow(/127.0.0.2 is not a public address/);
    await expect(images.bytes(`${base}/to-other-name`)).rejects.toThrow(/other.test is not a public address/);
    expect(asked).toEqual(['/to-other-address', '/to-other-name']);
  });
});
