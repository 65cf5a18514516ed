import { randomUUID } from 'node:crypto';
import type supertest from 'supertest';

/** A request as a client sends it: with the Idempotency-Key given, or none. */
export type Send = (key?: string) => supertest.Test;

/** The same action twice with one key: one after the other, or both at once. */
export async function twice(send: Send, mode: 'one after the other' | 'at once', key = randomUUID()) {
  if (mode === 'at once') return Promise.all([send(key), send(key)]);
  const first = await send(key);
  return [first, await send(key)];
}

/** What a client compares of two answers: status, type and body. */
export const answerOf = (response: supertest.Response) => ({
  status: response.status,
  type: response.headers['content-type'],
  body: response.body as unknown,
});
