import { describe, expect, it } from 'vitest';
import { settlementYears } from './settlement-years';

describe('settlementYears', () => {
  it('offers the current year and the two before, newest first', () => {
    expect(settlementYears(new Date(2026, 4, 10))).toEqual([2026, 2025, 2024]);
    expect(settlementYears(new Date(2027, 0, 1))).toEqual([2027, 2026, 2025]);
  });
});
