import { addDays, formatBrl, localDateTimeIn, type IsoDate } from '@central/domain';
import { INVOICE_RANGES } from '@central/domain/api';

/** The widest range a subscriber can pick: how far ahead the reminder run reads bills. */
export const REMINDER_HORIZON_DAYS = Math.max(...INVOICE_RANGES);

/** Whole days from the provider's today to a due date (0 on the day itself, negative once overdue). */
export function daysUntil(today: IsoDate, dueDate: IsoDate): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whether a bill is due for a reminder on a device that chose to hear `range` days ahead: from that day until the
 * due date itself. Matching the window rather than the exact day means a run missed (an ERP down at 9:00) or a bill
 * issued late (3 days before its due date) still gets its one reminder; the claim per bill and range keeps it one.
 */
export function isInReminderWindow(range: number, today: IsoDate, dueDate: IsoDate): boolean {
  const days = daysUntil(today, dueDate);
  return days >= 0 && days <= range;
}

export const REMINDER_TITLE = 'Fatura a vencer';

/** 'Sua fatura de R$ 79,90 vence em 5 dias (10/12). Toque para pagar.', 'vence amanhã', 'vence hoje'. */
export function reminderText(value: number, today: IsoDate, dueDate: IsoDate): string {
  const days = daysUntil(today, dueDate);
  const when = days === 0 ? 'hoje' : days === 1 ? 'amanhã' : `em ${days} dias`;
  const [, month, day] = dueDate.split('-');
  return `Sua fatura de ${formatBrl(value)} vence ${when} (${day}/${month}). Toque para pagar.`;
}

/** The last due date a run on `today` reads. */
export const reminderHorizon = (today: IsoDate) => addDays(today, REMINDER_HORIZON_DAYS);

/** The provider's local calendar date and hour at an instant. */
export function localDateAndHour(timeZone: string, now: Date): { date: IsoDate; hour: number } {
  const local = localDateTimeIn(timeZone, now);
  return { date: local.slice(0, 10), hour: Number(local.slice(11, 13)) };
}
