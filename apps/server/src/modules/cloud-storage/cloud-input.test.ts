import { CLOUD_STORAGE_MESSAGES as TEXT } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { contractProblem, oneAtATime, refuseFields, textOf } from './cloud-input';

describe('cloud-storage input', () => {
  it('takes contract ids as IXC writes them, from text or a number', () => {
    expect(contractProblem(textOf(2001))).toBeUndefined();
    expect(contractProblem(textOf(' 2001 '))).toBeUndefined();
    expect(contractProblem('0')).toBe(TEXT.contractRequired);
    expect(contractProblem('20a1')).toBe(TEXT.contractRequired);
  });

  it('refuses with every invalid field, the texts comma-separated', () => {
    expect(() => refuseFields({ email: undefined })).not.toThrow();
    try {
      refuseFields({ email: TEXT.emailInvalid, password: undefined, quota: TEXT.quotaTooSmall });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        statusCode: 400,
        message: `${TEXT.emailInvalid}, ${TEXT.quotaTooSmall}`,
        fields: { email: TEXT.emailInvalid, quota: TEXT.quotaTooSmall },
      });
    }
  });

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
