import type { Server } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once no request handler is still running, or after `timeoutMs`: called after `close()`, before the
     * database closes, so that a handler whose client already left (its socket gone, so `close()` did not wait for
     * it) does not find the pool ended under it. Resolves to the number still running when it gave up.
     */
    handlersSettled(timeoutMs: number): Promise<number>;
    /**
     * From now on every answer closes its connection; resolves once no connection is left open, or after `graceMs`,
     * to the number still open (`close()` then closes the idle ones). Called once the port has closed, before
     * `close()`: a keep-alive client that keeps asking leaves on its next answer, rather than having its connection
     * closed as idle at the instant it writes its next request.
     */
    connectionsDrained(graceMs: number): Promise<number>;
  }
}

/**
 * While the server shuts down, every answer closes its connection (`Connection: close`), from `connectionsDrained` or
 * else from `close()`. Fastify closes the connections that are idle when `close()` begins; without this, a keep-alive
 * client that was busy at that moment would hold its connection open after its answer, and shutdown would wait for it
 * until the grace period ran out. It also counts the handlers still at work, for `handlersSettled`.
 */
export default fp(
  async function drainingPlugin(app: FastifyInstance) {
    let draining = false;
    let running = 0;
    const waiting = new Set<() => void>();
    const finished = new WeakSet<object>();
    const done = (request: object) => {
      if (finished.has(request)) return;
      finished.add(request);
      running -= 1;
      if (running === 0) for (const wake of waiting) wake();
    };

    app.addHook('onRequest', async () => {
      running += 1;
    });
    // onSend comes when the handler (or the error handler) has its answer, whether or not the client still listens;
    // onResponse and onRequestAbort cover the answers that never pass through onSend.
    app.addHook('onSend', async (request, reply) => {
      if (draining) reply.header('connection', 'close');
      done(request);
    });
    app.addHook('onResponse', async (request) => done(request));
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.decorate('connectionsDrained', async (graceMs: number) => {
      draining = true;
      const deadline = performance.now() + graceMs;
      for (;;) {
        const open = await openConnections(app.server);
        if (open === 0 || performance.now() >= deadline) return open;
        await wait(10);
      }
    });
    app.decorate('handlersSettled', (timeoutMs: number) => {
      if (running === 0) return Promise.resolve(0);
      return new Promise<number>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(0);
        };
        const timer = setTimeout(() => {
          waiting.delete(wake);
          resolve(running);
        }, timeoutMs);
        waiting.add(wake);
      });
    });
  },
  { name: 'draining' },
);

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}
