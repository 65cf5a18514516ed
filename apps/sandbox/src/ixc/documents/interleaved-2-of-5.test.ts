import { describe, expect, it } from 'vitest';
import { interleaved2of5 } from './interleaved-2-of-5';

describe('interleaved2of5', () => {
  it('encodes a pair as the first digit in bars and the second in spaces, between start and stop', () => {
    // 3 = 11000 in bars, 8 = 10010 in spaces.
    expect(interleaved2of5('38')).toEqual([1, 1, 1, 1, 3, 3, 3, 1, 1, 1, 1, 3, 1, 1, 3, 1, 1]);
  });

  it('uses the given wide ratio and gives 44 digits 227 elements of 405 narrow units at 3:1', () => {
    const widths = interleaved2of5('00191129100000099900000001234567000000000117');
    expect(widths).toHaveLength(4 + 22 * 10 + 3);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(405);
    expect(new Set(interleaved2of5('1234', 2))).toEqual(new Set([1, 2]));
  });

  it('refuses an odd number of digits and anything but digits', () => {
    expect(() => interleaved2of5('123')).toThrow();
    expect(() => interleaved2of5('12a4')).toThrow();
  });
});
