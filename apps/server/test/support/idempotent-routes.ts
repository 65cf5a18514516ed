import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@central/domain';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { answerOf, twice, type Send } from './idempotency-repeats';

/** A request with the Idempotency-Key given, or as before without one. */
export const withKey = (request: supertest.Test, key: string | undefined) =>
  key === undefined ? request : request.set('idempotency-key', key);

/** A route's request and what it changes, once its world is ready (an app seeded, a client signed in). */
export interface ReadyRoute {
  /** The request the test repeats ('first'), or another one the route would carry out just as well ('other'). */
  send(variant: 'first' | 'other'): Send;
  /** How many times the route's effect has happened: partner calls, simulator rows, database rows. */
  effects(): number | Promise<number>;
}

/** One route marked `config: { idempotent: true }`, as a row of the table that proves it. */
export interface IdempotentRoute {
  name: string;
  /** The status of the route's answer when it carried the request out. */
  status: number;
  ready(): Promise<ReadyRoute>;
}

/**
 * For each route: the same Idempotency-Key twice, one after the other or both at once, carries the request out once
 * and answers the same twice; the same key on another request is refused with 422 and nothing more happens
 * (docs/product/README.md#repeated-requests).
 */
export function provesIdempotent(routes: IdempotentRoute[]): void {
  describe.each(routes.map((route) => [route.name, route] as const))('%s, sent twice with one Idempotency-Key', (_name, route) => {
    it.each(['one after the other', 'at once'] as const)('is carried out once, and both answers are the same (%s)', async (mode) => {
      const { send, effects } = await route.ready();
      const before = await effects();
      const [first, second] = await twice(send('first'), mode);
      expect(first!.status).toBe(route.status);
      expect(answerOf(second!)).toEqual(answerOf(first!));
      expect([first!, second!].filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
      expect(await effects()).toBe(before + 1);
    });

    it('refuses another request under the same key with 422, carrying nothing more out', async () => {
      const { send, effects } = await route.ready();
      const before = await effects();
      const key = randomUUID();
      expect((await send('first')(key)).status).toBe(route.status);
      const refused = await send('other')(key);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: MESSAGES.idempotencyKeyReused });
      expect(await effects()).toBe(before + 1);
    });
  });
}
