import { createServer, type Server } from 'node:http';
import type { Metrics } from './metrics';

/**
 * GET /metrics on its own port (METRICS_PORT; compose keeps it on the internal network), so the public port never
 * serves it. Anything else is 404.
 */
export async function listenForMetrics(metrics: Pick<Metrics, 'registry'>, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
