import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How one request of the loop ended: an answer's status, or the error before one; whether it went out on a connection
 * that had already carried an answer (a kept-alive one, which the server may close as idle at any instant).
 */
export interface ClientOutcome {
  statusCode?: number;
  error?: NodeJS.ErrnoException;
  reusedConnection: boolean;
  ms: number;
}

/**
 * Connections that have carried an answer. Node's own `request.reusedSocket` is not enough: a request that waited for
 * a free connection (every one of the agent's was busy, or still counted while closing) is handed the next freed one
 * without that flag, though the server may close that connection as idle just as the request is written.
 */
const answered = new WeakSet<Socket>();

/** One GET of `url` through `agent`, resolved with its outcome (never rejected). */
export function askOnce(agent: Agent, url: URL, headers: OutgoingHttpHeaders): Promise<ClientOutcome> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const end = (outcome: Pick<ClientOutcome, 'statusCode' | 'error'>) => {
      const { socket } = request;
      const reusedConnection = request.reusedSocket || (socket !== null && answered.has(socket));
      if (outcome.statusCode !== undefined && socket) answered.add(socket);
      resolve({ ...outcome, reusedConnection, ms: Math.round(performance.now() - startedAt) });
    };
    const request = httpRequest(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => end({ statusCode: response.statusCode }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => end({ error }));
    request.end();
  });
}

/**
 * `connections` clients asking `base` for the signed-in subscriber's open invoices in a loop over keep-alive connections,
 * as a busy portal's visitors do, each outcome handed to `record`, until `stop()` (or `record` answers 'stop'). The
 * restart benches count what a shutdown does to them.
 */
export function askForInvoices(
  base: string,
  target: { host: string; cookie: string },
  connections: number,
  record: (outcome: ClientOutcome) => 'stop' | void,
): { stop(): Promise<void> } {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL('/api/central/customer/list/invoices?status=to_pay', base);
  const headers = { host: target.host, cookie: target.cookie };
  let stopped = false;
  const clients = Array.from({ length: connections }, async () => {
    while (!stopped) if (record(await askOnce(agent, url, headers)) === 'stop') stopped = true;
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(clients);
      agent.destroy();
    },
  };
}

/** An error as the benches print it: its code, the call that failed and whether the connection was a reused one. */
export function errorKind({ error, reusedConnection }: ClientOutcome): string {
  return `${error?.code ?? error?.message}${error?.syscall ? ` (${error.syscall})` : ''}${reusedConnection ? ', reused connection' : ''}`;
}
