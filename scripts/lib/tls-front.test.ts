import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, constants } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTlsFront, type TlsFront } from './tls-front';

const certificate = readFileSync(new URL('../bench/tls/cert.pem', import.meta.url), 'utf8');

interface Answer {
  status: number;
  protocol: string;
  headers: Record<string, unknown>;
  body: string;
}

/** One HTTP/2 request to the front, trusting its certificate as a CA (verification stays on). */
function askOverHttp2(port: number, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://127.0.0.1:${port}`, { ca: certificate, servername: 'demo.localhost' });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, ':authority': `demo.localhost:${port}` });
    let headers: Record<string, unknown> = {};
    let text = '';
    stream.on('response', (received) => (headers = received));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => {
      const protocol = session.alpnProtocol ?? '';
      session.close();
      resolve({ status: Number(headers[':status']), protocol, headers, body: text });
    });
    stream.end(body);
  });
}

describe('the bench’s TLS and HTTP/2 front', () => {
  let server: Server | undefined;
  let front: TlsFront | undefined;

  afterEach(async () => {
    await front?.stop();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = front = undefined;
  });

  it('speaks HTTP/2 over TLS and forwards method, path, host, body and the answer’s headers, as Caddy does', async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json', 'x-answer': 'yes', connection: 'keep-alive' });
        const { host, 'x-forwarded-proto': proto } = request.headers;
        response.end(JSON.stringify({ method: request.method, url: request.url, host, proto, body }));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    front = await startTlsFront((server.address() as AddressInfo).port);

    const answer = await askOverHttp2(front.port, 'POST', '/api/central/sign-in?x=1', '{"a":1}');

    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(201);
    expect(answer.headers['x-answer']).toBe('yes');
    expect(JSON.parse(answer.body)).toEqual({
      method: 'POST',
      url: '/api/central/sign-in?x=1',
      host: `demo.localhost:${front.port}`,
      proto: 'https',
      body: '{"a":1}',
    });
  });

  it('answers 502 when the server behind it is gone', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    front = await startTlsFront(port);

    expect((await askOverHttp2(front.port, 'GET', '/panel')).status).toBe(502);
  });

  it('stops asking the server when the browser gives up on a request', async () => {
    let received = false;
    let abandoned = false;
    server = createServer((request, response) => {
      received = true;
      request.on('close', () => (abandoned = !response.writableEnded));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    front = await startTlsFront((server.address() as AddressInfo).port);
    const session = connect(`https://127.0.0.1:${front.port}`, { ca: certificate, servername: 'demo.localhost' });
    const stream = session.request({ ':path': '/api/central/customer/list', ':authority': `demo.localhost:${front.port}` });
    stream.end();
    await vi.waitFor(() => expect(received).toBe(true), { timeout: 3000 });

    stream.close(constants.NGHTTP2_CANCEL);

    await vi.waitFor(() => expect(abandoned).toBe(true), { timeout: 3000 });
    session.close();
  });

  it('gives Chromium the fingerprint of its certificate’s key, as openssl computes it', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    front = await startTlsFront((server.address() as AddressInfo).port);
    // openssl x509 -in scripts/bench/tls/cert.pem -pubkey -noout | openssl pkey -pubin -outform der \
    //   | openssl dgst -sha256 -binary | base64
    expect(front.chromiumTrustFlag).toBe('--ignore-certificate-errors-spki-list=Vb9msD0PoYG0yo1v7yk/CGcK2bAxN6Y6Dj6bWduhais=');
  });
});
