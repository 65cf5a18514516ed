import { describe, expect, it } from 'vitest';
import { daysUntil, isInReminderWindow, localDateAndHour, reminderHorizon, reminderText } from './reminder-rules';

describe('reminder rules', () => {
  it('counts calendar days, across months and the end of daylight time alike', () => {
    expect(daysUntil('2026-12-05', '2026-12-10')).toBe(5);
    expect(daysUntil('2026-12-28', '2027-01-02')).toBe(5);
    expect(daysUntil('2026-12-10', '2026-12-10')).toBe(0);
    expect(daysUntil('2026-12-11', '2026-12-10')).toBe(-1);
    expect(reminderHorizon('2026-12-20')).toBe('2027-01-04');
  });

  it('reminds from the chosen number of days ahead until the due date, never after it', () => {
    expect(isInReminderWindow(5, '2026-12-04', '2026-12-10')).toBe(false);
    expect(isInReminderWindow(5, '2026-12-05', '2026-12-10')).toBe(true);
    expect(isInReminderWindow(5, '2026-12-08', '2026-12-10')).toBe(true);
    expect(isInReminderWindow(5, '2026-12-10', '2026-12-10')).toBe(true);
    expect(isInReminderWindow(5, '2026-12-11', '2026-12-10')).toBe(false);
    expect(isInReminderWindow(1, '2026-12-08', '2026-12-10')).toBe(false);
    expect(isInReminderWindow(15, '2026-11-25', '2026-12-10')).toBe(true);
  });

  it('says the amount, how soon and the day in words a subscriber reads at a glance', () => {
    expect(reminderText(79.9, '2026-12-05', '2026-12-10')).toBe('Sua fatura de R$ 79,90 vence em 5 dias (10/12). Toque para pagar.');
    expect(reminderText(1234.5, '2026-12-09', '2026-12-10')).toBe('Sua fatura de R$ 1.234,50 vence amanhã (10/12). Toque para pagar.');
    expect(reminderText(99, '2026-12-10', '2026-12-10')).toBe('Sua fatura de R$ 99,00 vence hoje (10/12). Toque para pagar.');
  });

  it("reads the provider's local date and hour, which change at its own midnight", () => {
    expect(localDateAndHour('America/Sao_Paulo', new Date('2026-12-05T11:59:00Z'))).toEqual({ date: '2026-12-05', hour: 8 });
    expect(localDateAndHour('America/Sao_Paulo', new Date('2026-12-05T12:00:00Z'))).toEqual({ date: '2026-12-05', hour: 9 });
    expect(localDateAndHour('America/Sao_Paulo', new Date('2026-12-06T02:30:00Z'))).toEqual({ date: '2026-12-05', hour: 23 });
    expect(localDateAndHour('America/Sao_Paulo', new Date('2026-12-06T03:00:00Z'))).toEqual({ date: '2026-12-06', hour: 0 });
    expect(localDateAndHour('America/Rio_Branco', new Date('2026-12-06T03:00:00Z'))).toEqual({ date: '2026-12-05', hour: 22 });
  });
});
