import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * Something a file's tests share that exists only once its beforeAll ran (an app, a simulator, a signed-in client),
 * named at the top of the file all the same: every property read is passed on to it, its methods bound to it. Closed
 * in afterAll by `close`, when given.
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>, close?: (made: T) => Promise<unknown>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  if (close)
    afterAll(async () => {
      if (made) await close(made);
    });
  return new Proxy({} as T, {
    get(_target, key) {
      if (made === undefined) throw new Error(`'${String(key)}' was read before the beforeAll that makes it ran`);
      const value: unknown = Reflect.get(made, key);
      return typeof value === 'function' ? value.bind(made) : value;
    },
  });
}

/** The test app of a file's tests: started before them, closed after them, and fresh (TestApp.fresh) before each. */
export function sharedTestApp(options: TestAppOptions = {}): TestApp {
  const t = madeBeforeAll(
    () => startTestApp(options),
    (app) => app.close(),
  );
  beforeEach(() => t.fresh());
  return t;
}

/** What a partner's simulator of @central/sandbox offers a suite: a real port, and a reset between tests. */
export interface SuiteSimulator {
  listen(): Promise<unknown>;
  reset(): void;
  close(): Promise<unknown>;
}

/**
 * A partner's simulator for a file's tests, on a real port: listening before them, closed after them, and reset
 * (no calls, no faults, no state) before each.
 */
export function sharedSimulator<S extends SuiteSimulator>(create: () => S): S {
  const simulator = madeBeforeAll(
    async () => {
      const made = create();
      await made.listen();
      return made;
    },
    (made) => made.close(),
  );
  beforeEach(() => simulator.reset());
  return simulator;
}
