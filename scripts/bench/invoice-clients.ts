import { Agent, request as httpRequest } from 'node:http';

/** How one request of the loop ended: an answer's status, or the error before one, and whether it reused a connection. */
export interface ClientOutcome {
  statusCode?: number;
  error?: NodeJS.ErrnoException;
  reusedSocket: boolean;
  ms: number;
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
  let stopped = false;
  const once = () =>
    new Promise<void>((resolve) => {
      const startedAt = performance.now();
      const end = (outcome: Omit<ClientOutcome, 'reusedSocket' | 'ms'>) => {
        if (record({ ...outcome, reusedSocket: request.reusedSocket, ms: Math.round(performance.now() - startedAt) }) === 'stop')
          stopped = true;
        resolve();
      };
      const request = httpRequest(url, { agent, headers: { host: target.host, cookie: target.cookie } }, (response) => {
        response.resume();
        response.on('end', () => end({ statusCode: response.statusCode }));
      });
      request.on('error', (error: NodeJS.ErrnoException) => end({ error }));
      request.end();
    });
  const clients = Array.from({ length: connections }, async () => {
    while (!stopped) await once();
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
export function errorKind({ error, reusedSocket }: ClientOutcome): string {
  return `${error?.code ?? error?.message}${error?.syscall ? ` (${error.syscall})` : ''}${reusedSocket ? ', reused socket' : ''}`;
}
