import { formatDateTimeBr } from '@central/domain';

/** The admin area shows moments in Brasília's time. */
const TIME_ZONE = 'America/Sao_Paulo';

/** An ISO instant as Brasília date and time: '23/11/2026, 09:38'; an unreadable one as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTimeBr(date, TIME_ZONE);
}

/** The same as 'dd/mm/aaaa HH:mm', for a sentence that goes on after it ('Conectado até 23/11/2026 09:38'). */
export function formatDateTimeInline(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTimeBr(date, TIME_ZONE, { inline: true });
}
