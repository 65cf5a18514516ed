import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BasicPair } from './message-wire';

export interface TestReply {
  status: number;
  /** Parsed JSON; undefined when the answer has no body. */
  body: any;
}

/** A pair as an `Authorization: Basic` header. */
export const basicAuthorization = ({ user, secret }: BasicPair) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

/** One call over real HTTP with an Authorization header; a body is sent as JSON. */
export async function jsonCall(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  authorization: string,
): Promise<TestReply> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** The test controls of a simulator: `POST /__sandbox/{path}`, with a JSON body when one is given. */
export const sandboxControl = (origin: string, path: string, body?: unknown) =>
  fetch(
    `${origin}/__sandbox/${path}`,
    body === undefined
      ? { method: 'POST' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );

interface ListeningSimulator {
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Serves the simulator for the test file: listens before its tests, resets it before each, closes it after all. */
export function serveDuringTests(simulator: ListeningSimulator & { reset(): void }): void {
  beforeAll(async () => {
    await simulator.listen();
  });
  afterAll(() => simulator.close());
  beforeEach(() => simulator.reset());
}

/** Serves another simulator for one test: listens, hands its origin to `use`, and closes it even when `use` throws. */
export async function whileListening(simulator: ListeningSimulator, use: (origin: string) => Promise<void>): Promise<void> {
  const origin = await simulator.listen();
  try {
    await use(origin);
  } finally {
    await simulator.close();
  }
}
