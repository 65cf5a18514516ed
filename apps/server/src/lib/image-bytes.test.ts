import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBytes } from './image-bytes';

const LIMITS = { timeoutMs: 300, maxBytes: 1000, maxRedirects: 2 };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const to = (location: string) => response.writeHead(302, { location }).end();
    if (request.url === '/logo.png') return response.writeHead(200, { 'content-type': 'image/png' }).end('PNGBYTES');
    if (request.url === '/moved') return to('/logo.png');
    if (request.url === '/to-file') return to('file:///etc/passwd');
    if (request.url === '/loop') return to('/loop');
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
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('imageBytes', () => {
  it('decodes inline data URLs, percent-encoded or base64', async () => {
    expect((await imageBytes("data:image/svg+xml,%3Csvg xmlns='x'/%3E", LIMITS)).toString()).toBe("<svg xmlns='x'/>");
    expect((await imageBytes(`data:image/png;base64,${Buffer.from('PNG').toString('base64')}`, LIMITS)).toString()).toBe('PNG');
  });

  it('fetches an http address and follows redirects to other http(s) addresses', async () => {
    expect((await imageBytes(`${base}/logo.png`, LIMITS)).toString()).toBe('PNGBYTES');
    expect((await imageBytes(`${base}/moved`, LIMITS)).toString()).toBe('PNGBYTES');
  });

  it.each([
    ['a redirect to a file', '/to-file', /not an http\(s\) image/],
    ['endless redirects', '/loop', /too many redirects/],
    ['a declared size over the cap', '/huge', /too large/],
    ['a streamed size over the cap', '/huge-chunked', /too large/],
    ['an error answer', '/missing', /answered 404/],
    ['a server slower than the timeout', '/slow', /timeout|aborted/i],
  ])('refuses %s', async (_name, path, error) => {
    await expect(imageBytes(`${base}${path}`, LIMITS)).rejects.toThrow(error);
  });

  it('refuses schemes other than http(s) and data', async () => {
    await expect(imageBytes('file:///etc/passwd', LIMITS)).rejects.toThrow(/not an http\(s\) image/);
  });
});
