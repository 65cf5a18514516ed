import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';

/**
 * What the bench puts in front of the server, as Caddy is in production (deploy/Caddyfile): TLS and HTTP/2, forwarding
 * each request to the server over plain HTTP on loopback. A page measured without it travels over HTTP/1.1 with no
 * TLS, which no subscriber's phone does: six connections, each with its own handshake and slow start, and one round
 * trip per file instead of one shared stream.
 *
 * The certificate (`scripts/bench/tls/`) is for localhost and its subdomains, valid until 2126, made once with
 *   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 \
 *     -subj "/CN=Central bench front" \
 *     -addext "subjectAltName=DNS:localhost,DNS:demo.localhost,DNS:*.localhost,IP:127.0.0.1"
 * because Node 20's crypto can read X.509 certificates but not create them. Its key is public: bench use only.
 * Chromium trusts this one key (`chromiumTrustFlag`); nothing turns verification off.
 */
export interface TlsFront {
  readonly port: number;
  /** Chromium's flag that trusts the front's key, and only it. */
  readonly chromiumTrustFlag: string;
  stop(): Promise<void>;
}

const certificate = readFileSync(new URL('../bench/tls/cert.pem', import.meta.url), 'utf8');
const key = readFileSync(new URL('../bench/tls/key.pem', import.meta.url), 'utf8');

/** Headers that belong to one HTTP/1.1 connection and that HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export async function startTlsFront(serverPort: number): Promise<TlsFront> {
  const front = createSecureServer({ cert: certificate, key, allowHTTP1: true }, (incoming, outgoing) =>
    forward(incoming, outgoing, serverPort),
  );
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    port: (front.address() as AddressInfo).port,
    chromiumTrustFlag: `--ignore-certificate-errors-spki-list=${spkiFingerprint(certificate)}`,
    stop: () => new Promise((resolve) => front.close(() => resolve())),
  };
}

function forward(incoming: Http2ServerRequest, outgoing: Http2ServerResponse, serverPort: number): void {
  const headers = withoutPseudoOrHopByHop(incoming.headers);
  headers.host = incoming.authority ?? incoming.headers.host ?? '';
  headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'https';
  const upstream = request({ host: '127.0.0.1', port: serverPort, method: incoming.method, path: incoming.url, headers }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, withoutPseudoOrHopByHop(answer.headers));
    answer.pipe(outgoing);
  });
  upstream.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  // A browser that stops a load (Lighthouse does, once its trace is taken) resets the stream: stop asking the server.
  incoming.on('aborted', () => upstream.destroy());
  incoming.pipe(upstream);
}

function withoutPseudoOrHopByHop(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/** The base64 SHA-256 of the certificate's public key (its SPKI), as Chromium's trust flag takes it. */
export function spkiFingerprint(pem: string): string {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}
