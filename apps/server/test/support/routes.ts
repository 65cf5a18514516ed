import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  url: string;
  methods: string[];
}

/** Every route the app serves, read from Fastify's own route tree (`printRoutes`), so new routes are included. */
export function routesOf(app: FastifyInstance): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    if (match[3]) routes.push({ url, methods: match[3].split(', ').filter((method) => method !== 'HEAD') });
  }
  return routes;
}
