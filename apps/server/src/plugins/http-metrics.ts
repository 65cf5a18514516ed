import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../metrics/metrics';

/**
 * Times every answer into central_http_request_duration_seconds, labelled by the route's template (never the URL
 * itself, which carries ids and tokens), or 'unmatched' for a path of no route.
 */
export default fp(
  async function httpMetricsPlugin(app: FastifyInstance, options: { metrics: Pick<Metrics, 'httpRequests'> }) {
    app.addHook('onResponse', async (request, reply) => {
      options.metrics.httpRequests.observe(
        { route: request.routeOptions.url ?? 'unmatched', method: request.method, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'http-metrics' },
);
