import { describe, expect, it } from 'vitest';
import { mapWithLimit } from './each-with-limit';

describe('mapWithLimit', () => {
  it('answers the results in the items order, with never more than the limit under way', async () => {
    let running = 0;
    let most = 0;
    const work = async (n: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, (7 - n) * 2));
      running -= 1;
      return n * 10;
    };
    expect(await mapWithLimit([1, 2, 3, 4, 5, 6], 3, work)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(most).toBe(3);
    expect(await mapWithLimit([], 3, work)).toEqual([]);
  });
});
