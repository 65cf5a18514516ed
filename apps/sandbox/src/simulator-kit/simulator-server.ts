import Fastify, { type FastifyInstance, type FastifyRequest, type HTTPMethods } from 'fastify';
import { type Answer, sendAnswer } from './answer';
import { applyFault, HUNG } from './apply-fault';
import { createFaultQueue, type StagedFault } from './fault-queue';
import type { LoggedRequest } from './logged-request';
import { registerControls } from './sandbox-controls';

export interface SimulatorServerOptions<Route extends string, Entry extends LoggedRequest<Route, string>> {
  /** The partner's name, for errors ("Watch simulator has no TCP address"). */
  name: string;
  /** Every route name `failNext` accepts. */
  routes: readonly Route[];
  logger?: boolean;
  /** The clock of the log's `at`. */
  now?: () => Date;
  /** The answer to a staged `status` fault on a route, in the partner's own wire. */
  faultAnswer(status: number, route: Route): Answer;
  /** Fields logged as soon as a call comes in, before any fault: who is calling (never a secret). */
  describe?(request: FastifyRequest): Partial<Entry>;
  /** Log the path with its query string (default false: a query may carry personal data). */
  logQuery?: boolean;
  /** The answer to an unknown path; default a bare 404. */
  notFound?: Answer;
  /** The body of a 400 from the `/__sandbox/faults` control; default `{ error: message }`. */
  controlRefusal?: (message: string) => unknown;
  /** Forgets the simulator's own data; called by `reset()` after faults and log are cleared. */
  onReset?(): void;
  /** Read `application/x-www-form-urlencoded` bodies as flat objects (16 KB at most), as partners that take forms do. */
  formBodies?: boolean;
}

/** One call as a route handler sees it: its log entry (to add fields to) and the fault staged for it, if any. */
export interface SimulatedCall<Fault, Entry> {
  entry: Entry;
  fault: Fault | undefined;
}

export type SimulatedRouteHandler<Fault, Entry> = (request: FastifyRequest, call: SimulatedCall<Fault, Entry>) => Answer | Promise<Answer>;

/** A simulator usually answers `Object.assign(server, { ...its own views of its store })`. */
export interface SimulatorServer<
  Route extends string,
  Fault extends StagedFault = StagedFault,
  Entry extends LoggedRequest<Route, string> = LoggedRequest<Route>,
> {
  /** The Fastify instance: add content-type parsers or an error handler before `listen`. */
  readonly app: FastifyInstance;
  /** Serves a route: logs the call, applies a staged fault, runs the handler and sends its answer. */
  route(method: HTTPMethods | HTTPMethods[], url: string, name: Route, handler: SimulatedRouteHandler<Fault, Entry>): void;
  /** Stages a failure for the next call(s) of a route; a TypeError for an unknown route or a bad `times`. */
  failNext(route: Route, fault: Fault): void;
  /** Requests received, oldest first. Copies. */
  requests(): Entry[];
  /** Forgets staged faults and the log, then calls `onReset`. */
  reset(): void;
  /**
   * Listens on 127.0.0.1 (a free port by default) and returns the origin, e.g. `http://127.0.0.1:41234`. Another
   * host only for the sandbox's own service (docker compose's demo, `0.0.0.0`); the origin then names 127.0.0.1.
   */
  listen(port?: number, host?: string): Promise<string>;
  readonly origin: string;
  /** Closes the server, releasing calls left hanging. */
  close(): Promise<void>;
}

/** What a simulator shows its tests of the shell: everything but `route`; each simulator adds its own views. */
export type SimulatorHandle<
  Route extends string,
  Fault extends StagedFault = StagedFault,
  Entry extends LoggedRequest<Route, string> = LoggedRequest<Route>,
> = Omit<SimulatorServer<Route, Fault, Entry>, 'route'>;

/**
 * The shell every partner simulator shares: a Fastify app (trailing slashes ignored, connections force-closed),
 * the request log, staged faults per route, and the test controls `POST /__sandbox/faults {route, fault}` and
 * `POST /__sandbox/reset` for journeys that run in another process (e2e). The simulator adds its routes, wire
 * and store.
 */
export function createSimulatorServer<
  Route extends string,
  Fault extends StagedFault = StagedFault,
  Entry extends LoggedRequest<Route, string> = LoggedRequest<Route>,
>(options: SimulatorServerOptions<Route, Entry>): SimulatorServer<Route, Fault, Entry> {
  const now = options.now ?? (() => new Date());
  const faults = createFaultQueue<Route, Fault>(options.routes);
  const log: Entry[] = [];
  const hanging = new Set<() => void>();
  let origin = '';

  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true, routerOptions: { ignoreTrailingSlash: true } });
  const notFound = options.notFound ?? { status: 404 };
  app.setNotFoundHandler((_request, reply) => sendAnswer(reply, notFound));
  if (options.formBodies) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }
  app.addHook('onClose', async () => {
    for (const release of [...hanging]) release();
  });

  const server: SimulatorServer<Route, Fault, Entry> = {
    app,
    route(method, url, name, handler) {
      app.route({
        method,
        url,
        handler: async (request, reply) => {
          const path = options.logQuery ? request.url : request.url.split('?')[0]!;
          const entry = { at: now(), method: request.method, route: name, path, status: null, ...options.describe?.(request) } as Entry;
          log.push(entry);
          const fault = faults.take(name);
          const target = { request, reply, entry, hanging, statusAnswer: (status: number) => options.faultAnswer(status, name) };
          const early = fault && !fault.afterProcessing ? await applyFault(fault, target) : undefined;
          if (early === HUNG) return reply;
          let answer = early ?? (await handler(request, { entry, fault }));
          if (fault?.afterProcessing) {
            const late = await applyFault(fault, target);
            if (late === HUNG) return reply;
            answer = late ?? answer;
          }
          entry.status = answer.status;
          return sendAnswer(reply, answer);
        },
      });
    },
    failNext: (route, fault) => faults.add(route, fault),
    requests: () => log.map((entry) => ({ ...entry })),
    reset() {
      faults.clear();
      log.length = 0;
      options.onReset?.();
    },
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error(`${options.name} simulator has no TCP address`);
      origin = `http://127.0.0.1:${address.port}`;
      return origin;
    },
    get origin() {
      return origin;
    },
    close: () => app.close(),
  };
  registerControls(app, {
    failNext: (route, fault) => faults.add(route as Route, fault as Fault),
    reset: () => server.reset(),
    refusal: options.controlRefusal ?? ((error) => ({ error })),
  });
  return server;
}
