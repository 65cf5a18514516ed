import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
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
