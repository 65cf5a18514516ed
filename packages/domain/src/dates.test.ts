import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatDateBr, formatDateTimeBr, isIsoDate, localDateTimeIn, todayIn } from './dates';
import { formatBrl } from './money';

describe('calendar dates', () => {
  it("gives the provider's local date, not UTC's", () => {
    const lateEvening = new Date('2026-11-23T01:30:00Z');
    expect(todayIn('America/Sao_Paulo', lateEvening)).toBe('2026-11-22');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-23');
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-25', 15)).toBe('2027-01-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('adds a month, ending on the last day when the month is shorter', () => {
    expect(addMonths('2026-11-22', 1)).toBe('2026-12-22');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
  it('validates and formats ISO dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('0000-00-00')).toBe(false);
    expect(formatDateBr('2026-11-22')).toBe('22/11/2026');
  });
});

describe('money', () => {
  it('shows reais with comma decimals', () => {
    expect(formatBrl(99.9)).toBe('R$ 99,90');
    expect(formatBrl(1234.5)).toBe('R$ 1.234,50');
  });

  it("writes every amount as Intl's pt-BR currency format does", () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const amounts = [0, 0.01, 0.1, 0.125, 1, 9.995, 49.9, 79.9, 999.99, 1000, 12345.678, 1234567.89, -5, -1234.5];
    for (const amount of amounts) expect(formatBrl(amount), String(amount)).toBe(intl.format(amount).replace(/\u00a0/g, ' '));
    // Where Intl writes '-R$ 0,00', nothing owed is shown as plain zero.
    expect(formatBrl(-0.004)).toBe('R$ 0,00');
  });
});

describe('formatDateTimeBr', () => {
  it("shows a moment in the time zone's date and time, alone or inside a sentence", () => {
    const moment = new Date('2026-11-28T23:05:00.000Z');
    expect(formatDateTimeBr(moment, 'America/Sao_Paulo')).toBe('28/11/2026, 20:05');
    expect(formatDateTimeBr(moment, 'America/Sao_Paulo', { inline: true })).toBe('28/11/2026 20:05');
    expect(formatDateTimeBr(moment, 'America/Manaus')).toBe('28/11/2026, 19:05');
  });
});

describe('localDateTimeIn', () => {
  it("writes an instant in the provider's local time", () => {
    expect(localDateTimeIn('America/Sao_Paulo', new Date('2026-11-23T13:15:00Z'))).toBe('2026-11-23T10:15:00');
    expect(localDateTimeIn('America/Manaus', new Date('2026-11-23T03:05:09Z'))).toBe('2026-11-22T23:05:09');
    expect(localDateTimeIn('America/Sao_Paulo', new Date('2026-12-06T03:00:00Z'))).toBe('2026-12-06T00:00:00');
  });
});
