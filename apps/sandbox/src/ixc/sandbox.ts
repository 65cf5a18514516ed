import Fastify, { type FastifyInstance } from 'fastify';
import { ACTIONS } from './actions';
import { createSandboxControl, type SandboxControl } from './control';
import { controlRoutes } from './control-routes';
import { DEFAULT_DATASETS } from './fixtures/datasets';
import { createSandboxState, type DatasetDefinition } from './sandbox-state';
import { webserviceRoutes } from './webservice/routes';

export interface IxcSandboxOptions {
  /** The day fixtures are relative to: an instant (its São Paulo date is used) or `YYYY-MM-DD`. Default: now. */
  today?: Date | string;
  latencyMs?: number;
  errorRate?: number;
  /** Replaces the built-in `demo` and `alt` datasets. */
  datasets?: Readonly<Record<string, DatasetDefinition>>;
  /** Milliseconds a disconnected router takes to reconnect (`desconectar_clientes`); default 5000. */
  reconnectDelayMs?: number;
  /** Fastify's logger; off by default. */
  logger?: boolean;
}

export type IxcSandbox = FastifyInstance & { readonly sandbox: SandboxControl };

/** A simulated IXC Provedor webservice. Not listening: call `.listen()` or use `.inject()`. */
export function createIxcSandbox(options: IxcSandboxOptions = {}): IxcSandbox {
  const state = createSandboxState({
    today: options.today,
    faults: { latencyMs: options.latencyMs, errorRate: options.errorRate },
    datasets: options.datasets ?? DEFAULT_DATASETS,
    reconnectDelayMs: options.reconnectDelayMs,
  });
  const control = createSandboxControl(state);
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    // A client that gave up on a slow answer may leave a fresh keep-alive connection behind that never sends a
    // request; close() must not wait for it (Node would, until its headers timeout).
    forceCloseConnections: true,
  });
  // IXC's documentation lists with GET plus a JSON body, so GET bodies must be read.
  app.addHttpMethod('GET', { hasBody: true, overrideExisting: true });
  app.register(webserviceRoutes, { state, actions: ACTIONS });
  app.register(controlRoutes, { control });
  app.addHook('onClose', async () => state.sessions.clear());
  // Typed on the returned instance rather than by augmenting FastifyInstance for every importer.
  return app.decorate('sandbox', control) as unknown as IxcSandbox;
}
