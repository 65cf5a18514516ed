import type { FastifyInstance } from 'fastify';
import type { SandboxControl } from './control';
import { ERROR_ANSWERS, type Faults } from './faults';

const faultsBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    latencyMs: { type: 'number', minimum: 0 },
    errorRate: { type: 'number', minimum: 0, maximum: 1 },
    errorAnswer: { type: 'string', enum: [...ERROR_ANSWERS] },
    down: { type: 'boolean' },
    writeAnswerDelayMs: { type: 'number', minimum: 0 },
  },
} as const;

/** Loopback control endpoints for demos, end-to-end tests and benches. No authentication: never expose them. */
export async function controlRoutes(app: FastifyInstance, { control }: { control: SandboxControl }) {
  app.get('/__sandbox/health', async () => ({
    status: 'ok',
    today: control.today(),
    datasets: control.datasetNames(),
    faults: control.faults(),
  }));
  app.post<{ Body: Partial<Faults> }>('/__sandbox/faults', { schema: { body: faultsBodySchema } }, async (request) =>
    control.setFaults(request.body ?? {}),
  );
  app.post('/__sandbox/reset', async () => {
    control.reset();
    return { status: 'ok', today: control.today() };
  });
  app.post<{ Body: { dataset: string; deny: string[] } }>(
    '/__sandbox/permissions',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['dataset', 'deny'],
          properties: { dataset: { type: 'string' }, deny: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 100 } },
        },
      },
    },
    async (request, reply) => {
      if (!control.datasetNames().includes(request.body.dataset))
        return reply.code(400).send({ error: `unknown dataset ${request.body.dataset}` });
      control.denyResources(request.body.dataset, request.body.deny);
      return { dataset: request.body.dataset, denied: request.body.deny };
    },
  );
  const pppoe = () => ({
    reconnectDelayMs: control.reconnectDelayMs(),
    pendingReconnects: control.pendingReconnects(),
    disconnects: control.disconnects(),
  });
  app.get('/__sandbox/pppoe', async () => pppoe());
  app.post<{ Body: { reconnectDelayMs: number } }>(
    '/__sandbox/pppoe',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['reconnectDelayMs'],
          properties: { reconnectDelayMs: { type: 'number', minimum: 0 } },
        },
      },
    },
    async (request) => {
      control.setReconnectDelay(request.body.reconnectDelayMs);
      return pppoe();
    },
  );
  app.post('/__sandbox/pppoe/reconnect', async () => ({ reconnected: control.reconnectNow() }));
  app.get('/__sandbox/stats', async () => control.stats());
  app.post('/__sandbox/stats/reset', async () => {
    control.resetStats();
    return control.stats();
  });
}
