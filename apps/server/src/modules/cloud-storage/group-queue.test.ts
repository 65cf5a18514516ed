import { describe, expect, it } from 'vitest';
import { oneAtATime } from './group-queue';

describe('the quota checks of a group', () => {
  it('runs the quota checks of one group one after the other, even when one fails', async () => {
    const order: string[] = [];
    const step =
      (name: string, ms: number, fail = false) =>
      async () => {
        order.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      oneAtATime('g', step('a', 20, true)),
      oneAtATime('g', step('b', 1)),
      oneAtATime('other', step('c', 1)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(order.indexOf('b start')).toBeGreaterThan(order.indexOf('a end'));
    expect(order.indexOf('c start')).toBeLessThan(order.indexOf('a end'));
  });
});
