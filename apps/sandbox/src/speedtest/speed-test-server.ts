import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { createSimulatorServer, type SimulatorServer } from '../simulator-kit';

/** The routes of LibreSpeed's backend protocol, plus the page that drives them. */
export const SPEED_TEST_ROUTES = ['page', 'script', 'garbage', 'empty', 'getIP'] as const;
export type SpeedTestRoute = (typeof SPEED_TEST_ROUTES)[number];

export type SpeedTestServer = SimulatorServer<SpeedTestRoute>;

const MIB = 1024 * 1024;
/** garbage.php's ckSize: LibreSpeed's default chunk count, and a ceiling so one call cannot ask for gigabytes. */
const DEFAULT_CHUNKS = 4;
const MAX_CHUNKS = 100;
const NO_STORE = { 'cache-control': 'no-store, no-cache, must-revalidate, max-age=0', pragma: 'no-cache' };

const asset = (name: string) => readFileSync(new URL(`./public/${name}`, import.meta.url));

/**
 * A small speed test speaking LibreSpeed's backend protocol (`garbage.php`, `empty.php`, `getIP.php`) with our own
 * page (`/`, pt-BR): what the demo provider's `speed_test->` flag embeds. Faults from the simulator kit let a
 * journey make the page hang (`failNext('page', { hang: true })`).
 */
export function createSpeedTestServer(options: { logger?: boolean } = {}): SpeedTestServer {
  const server = createSimulatorServer<SpeedTestRoute>({
    name: 'Speed test',
    routes: SPEED_TEST_ROUTES,
    logger: options.logger,
    faultAnswer: (status) => ({ status }),
  });
  // One random MiB, sent ckSize times: incompressible (a repeat lies far beyond any compressor's window) and cheap.
  const chunk = randomBytes(MIB);
  const page = asset('index.html');
  const script = asset('speedtest.js');

  // Upload bodies come in any type; they are read and dropped, never kept.
  server.app.addContentTypeParser('*', (_request, payload, done) => {
    payload.on('error', done);
    payload.on('end', () => done(null, undefined));
    payload.resume();
  });

  server.route('GET', '/', 'page', () => ({ status: 200, body: page, contentType: 'text/html; charset=utf-8' }));
  server.route('GET', '/speedtest.js', 'script', () => ({ status: 200, body: script, contentType: 'text/javascript; charset=utf-8' }));
  server.route('GET', '/garbage.php', 'garbage', (request) => {
    const chunks = chunkCount(request);
    return {
      status: 200,
      body: Readable.from(repeat(chunk, chunks)),
      contentType: 'application/octet-stream',
      headers: { ...NO_STORE, 'content-length': String(chunks * MIB), 'content-disposition': 'attachment; filename=random.dat' },
    };
  });
  server.route(['GET', 'POST'], '/empty.php', 'empty', () => ({ status: 200, body: '', contentType: 'text/plain', headers: NO_STORE }));
  server.route('GET', '/getIP.php', 'getIP', (request) => ({
    status: 200,
    body: { processedString: clientIp(request), rawIspInfo: '' },
    headers: NO_STORE,
  }));
  return server;
}

function chunkCount(request: FastifyRequest): number {
  const asked = Number((request.query as { ckSize?: string }).ckSize ?? DEFAULT_CHUNKS);
  return Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_CHUNKS) : DEFAULT_CHUNKS;
}

function* repeat(chunk: Buffer, times: number) {
  for (let index = 0; index < times; index++) yield chunk;
}

/** IPv4 clients show as 203.0.113.7, not as the IPv4-mapped '::ffff:203.0.113.7' Node reports. */
function clientIp(request: FastifyRequest): string {
  return request.ip.replace(/^::ffff:/, '');
}
