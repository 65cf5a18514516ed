import { describe, expect, it } from 'vitest';
import { addDays, addMonths, brazilianDate, daysBetween } from './calendar';
import { calendarDay } from './clock';

describe('calendar', () => {
  it('adds days across months and years', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('adds months, clamping the day to the month length', () => {
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-06-15', -24, 10)).toBe('2023-06-10');
  });

  it('counts days and writes dates the Brazilian way', () => {
    expect(daysBetween('2025-06-01', '2025-06-15')).toBe(14);
    expect(brazilianDate('2025-06-05')).toBe('05/06/2025');
  });

  it('takes today as the São Paulo calendar day of an instant', () => {
    expect(calendarDay(new Date('2025-06-16T02:30:00Z'))).toBe('2025-06-15');
    expect(calendarDay(new Date('2025-06-16T03:30:00Z'))).toBe('2025-06-16');
    expect(calendarDay('2025-06-15')).toBe('2025-06-15');
    expect(() => calendarDay('15/06/2025')).toThrow('today must be YYYY-MM-DD');
  });
});
