const FORMAT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** An ISO instant as Brasília date and time: '23/11/2026, 09:38'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date);
}

/** The same as 'dd/mm/aaaa HH:mm', for a sentence that goes on after it ('Conectado até 23/11/2026 09:38'). */
export const formatDateTimeInline = (iso: string) => formatDateTime(iso).replace(', ', ' ');
