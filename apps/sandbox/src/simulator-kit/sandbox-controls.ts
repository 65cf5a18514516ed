import type { FastifyInstance } from 'fastify';

export interface ControlTarget {
  failNext(route: string, fault: object): void;
  reset(): void;
  /** The body of a 400 answer. */
  refusal(message: string): unknown;
}

/**
 * The test controls over HTTP, for journeys that run in another process (e2e): `POST /__sandbox/faults
 * {route, fault}` stages a fault (204, or 400 when either is missing or refused) and `POST /__sandbox/reset`
 * forgets everything (204).
 */
export function registerControls(app: FastifyInstance, target: ControlTarget): void {
  app.post('/__sandbox/faults', async (request, reply) => {
    const { route, fault } = (request.body ?? {}) as { route?: string; fault?: unknown };
    if (!route || !fault || typeof fault !== 'object') return reply.code(400).send(target.refusal('route and fault are required'));
    try {
      target.failNext(route, fault);
    } catch (error) {
      return reply.code(400).send(target.refusal((error as Error).message));
    }
    return reply.code(204).send();
  });
  app.post('/__sandbox/reset', async (_request, reply) => {
    target.reset();
    return reply.code(204).send();
  });
}
