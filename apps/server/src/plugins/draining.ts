import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the server shuts down, every answer closes its connection (`Connection: close`). Fastify stops
 * listening and closes the connections that are idle when shutdown begins; without this, a keep-alive client
 * that was busy at that moment would hold its connection open after its answer, and shutdown would wait for
 * it until the grace period ran out.
 */
export default fp(
  async function drainingPlugin(app: FastifyInstance) {
    let draining = false;
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'draining' },
);
