import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import drainingPlugin from './draining';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('handlersSettled', () => {
  const app = Fastify();
  afterEach(() => app.close());

  it('waits, after close(), for a handler whose client already left, and says how many it gave up on', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    let finished = false;
    await app.register(drainingPlugin);
    app.get('/slow', async () => {
      started = true;
      await gate;
      finished = true;
      return { ok: true };
    });
    app.get('/quick', async () => ({ ok: true }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${url}/quick`)).status).toBe(200);

    const client = new AbortController();
    const abandoned = fetch(`${url}/slow`, { signal: client.signal }).catch((error: Error) => error.name);
    while (!started) await tick(5);
    client.abort();
    expect(await abandoned).toBe('AbortError');
    await app.close();

    expect(await app.handlersSettled(50)).toBe(1);
    const settled = app.handlersSettled(5_000);
    release();
    expect(await settled).toBe(0);
    expect(finished).toBe(true);
    expect(await app.handlersSettled(5_000)).toBe(0);
  });
});

describe('connectionsDrained', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = Fastify();
  });
  afterEach(() => app.close());

  it('answers on a keep-alive connection idle when it began, closing it after that answer, then resolves to 0', async () => {
    await app.register(drainingPlugin);
    app.get('/quick', async () => ({ ok: true }));
    const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = connect(Number(url.port), url.hostname);
    const received = everything(socket);
    const ask = () => socket.write('GET /quick HTTP/1.1\r\nHost: localhost\r\n\r\n');
    ask();
    while (!(await received.sofar()).includes('{"ok":true}')) await tick(5);

    const drained = app.connectionsDrained(5_000);
    await tick(100);
    ask();
    const answers = await received.all;

    expect([...answers.matchAll(/HTTP\/1\.1 200/g)]).toHaveLength(2);
    expect(answers.split('HTTP/1.1 200')[2]).toMatch(/^connection: close\r$/im);
    expect(await drained).toBe(0);
  });

  it('gives up after the grace on a connection that stays idle, saying how many are still open', async () => {
    await app.register(drainingPlugin);
    const url = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));

    expect(await app.connectionsDrained(100)).toBe(1);
    socket.destroy();
  });
});

/** Everything `socket` receives: so far, and all of it once the server has closed the connection. */
function everything(socket: Socket) {
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString('latin1')));
  const all = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
  return { all, sofar: async () => text };
}
