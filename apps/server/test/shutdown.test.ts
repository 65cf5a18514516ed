import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStack, type Stack } from '../../../scripts/lib/stack';
import { MARIA } from './support/subscriber';

/**
 * What the README says about shutdown, proven on the real server process: on SIGTERM it stops listening, so
 * new connections are refused; a keep-alive connection idle at that moment is still answered, once, closing; the
 * request in flight finishes, its answer says `Connection: close`, and nothing more is read from that connection;
 * then the process exits cleanly.
 */
// The process embeds its own database; proving it once (in the PGlite run) is enough.
const once = inject('databaseKind') === 'pglite';
let stack: Stack;
beforeAll(async () => {
  if (once) stack = await startStack({ env: { PREFETCH_ON_SIGN_IN: 'false' }, pgliteTemplate: inject('pgliteTemplate') });
}, 60_000);
afterAll(() => stack?.stop());

describe.runIf(once)('graceful shutdown', () => {
  it('finishes the request in flight, answers an idle keep-alive connection once more, closes both, refuses new connections, exits with 0', async () => {
    const signIn = await fetch(`http://127.0.0.1:${stack.port}/api/central/sign-in`, {
      method: 'POST',
      headers: { host: 'demo.localhost', 'content-type': 'application/json' },
      body: JSON.stringify(MARIA),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    stack.sandbox.sandbox.setFaults({ latencyMs: 1500 });

    const socket = connect(stack.port, '127.0.0.1');
    const answers = readAll(socket);
    const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: demo.localhost\r\nCookie: ${cookie}\r\nConnection: keep-alive\r\n\r\n`;
    // Two requests pipelined on one connection: the second is still queued behind the first when the
    // signal comes, and is dropped with the connection once the first has been answered.
    socket.write(get('/api/central/customer/list/invoices?status=received') + get('/api/health'));
    // A keep-alive connection that has had its answer and is idle when the signal comes.
    const idle = connect(stack.port, '127.0.0.1');
    const idleAnswers = readAll(idle);
    idle.write(get('/api/health'));
    await new Promise((resolve) => setTimeout(resolve, 400));

    const signalledAt = performance.now();
    const exited = stack.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fresh = await new Promise<string>((resolve) => {
      const attempt = connect(stack.port, '127.0.0.1');
      attempt.once('connect', () => (attempt.destroy(), resolve('connected')));
      attempt.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(fresh).toBe('ECONNREFUSED');
    // Its next request, written after the port has closed, is answered, and that answer closes it.
    idle.write(get('/api/health'));
    expect([...(await idleAnswers).matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]))).toEqual([200, 200]);
    expect((await idleAnswers).split('HTTP/1.1 200')[2]).toMatch(/^connection: close\r$/im);

    const statuses = [...(await answers).matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    expect(statuses).toEqual([200]);
    expect(await answers).toMatch(/^connection: close\r$/im);
    expect(await exited).toBe(0);
    expect(performance.now() - signalledAt).toBeLessThan(5_000);
  }, 30_000);
});

function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
}
