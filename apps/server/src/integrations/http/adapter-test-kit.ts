import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';

/** Helpers for the adapters' tests, which speak to a simulator of `@central/sandbox` or a throwaway server over real HTTP. */

/** What the sandbox's simulators share (simulator-kit's `SimulatorHandle`). */
interface ServedSimulator {
  listen(): Promise<string>;
  /** Forgets staged faults, the request log and the simulator's changes to its demo data. */
  reset(): void;
  close(): Promise<void>;
}

/** Serves `simulator` for the tests around the call: listening before the first, reset before each, closed after all. */
export function serveDuringTests(simulator: ServedSimulator) {
  beforeAll(async () => {
    await simulator.listen();
  });
  afterAll(() => simulator.close());
  beforeEach(() => simulator.reset());
}

/** The error `promise` rejects with, which must be an `ErrorClass` (the adapter's own: nothing else may escape). */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  ErrorClass: abstract new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ErrorClass);
  return error as E;
}

const listening = (server: ReturnType<typeof createServer>) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** An origin on 127.0.0.1 where nothing listens: a port just given up by a server of ours. */
export async function originWithNoServer(): Promise<string> {
  const closed = createServer();
  const origin = await listening(closed);
  await new Promise((resolve) => closed.close(resolve));
  return origin;
}

/** Runs `use` against a throwaway server answering with `listener` (an answer outside a protocol), closed after. */
export async function withHttpServer(listener: RequestListener, use: (origin: string) => Promise<void>): Promise<void> {
  const server = createServer(listener);
  const origin = await listening(server);
  try {
    await use(origin);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
