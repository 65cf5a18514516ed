import { describe, expect, it } from 'vitest';
import { clampMonth, createdAt, currentMonth, monthOptions, yearOptions } from './months';

const may2026 = { year: 2026, month: 5 };

describe('fiscal note months', () => {
  it("starts at the browser's current month", () => {
    expect(currentMonth(new Date(2026, 4, 31, 23, 59))).toEqual(may2026);
    expect(currentMonth(new Date(2027, 0, 1, 0, 0))).toEqual({ year: 2027, month: 1 });
  });

  it('offers the years from this one back to 2014', () => {
    const years = yearOptions(may2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2014);
    expect(years).toHaveLength(13);
  });

  it('offers no future month', () => {
    expect(monthOptions(2026, may2026)).toEqual([1, 2, 3, 4, 5]);
    expect(monthOptions(2025, may2026)).toHaveLength(12);
    expect(monthOptions(2027, may2026)).toEqual([]);
  });

  it('starts in February 2014', () => {
    expect(monthOptions(2014, may2026)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(monthOptions(2013, may2026)).toEqual([]);
  });

  it('keeps a choice inside the range when the year changes', () => {
    expect(clampMonth({ year: 2026, month: 11 }, may2026)).toEqual(may2026);
    expect(clampMonth({ year: 2014, month: 1 }, may2026)).toEqual({ year: 2014, month: 2 });
    expect(clampMonth({ year: 2020, month: 7 }, may2026)).toEqual({ year: 2020, month: 7 });
  });

  it('names the month as YYYY-MM for the server', () => {
    expect(createdAt({ year: 2026, month: 5 })).toBe('2026-05');
    expect(createdAt({ year: 2014, month: 12 })).toBe('2014-12');
  });
});
