import type { SupportDetail, SupportRequest, SupportStatus } from '@central/domain/api';
import type { StatusChip } from '@/components/status-tones';
import { SUPPORT_PATHS } from './paths';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/**
 * 'YYYY-MM-DDTHH:MM:SS' (the provider's local time, no zone) as 'DD/MM/YYYY HH:MM', taken apart as text: a Date
 * would shift it into the browser's zone. A bare date gives 'DD/MM/YYYY'; anything unreadable gives ''.
 */
export function formatLocalDateTime(value: string): string {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  const date = `${day}/${month}/${year}`;
  return hour === undefined ? date : `${date} ${hour}:${minute}`;
}

/** The card's preview of a request: the first line that has text. */
export function firstLine(message: string): string {
  return (
    message
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

const STATUS_TEXT: Record<SupportStatus, string> = { in_progress: 'Em andamento', closed: 'Fechado' };

/** The status chip of docs/product/subscriber.md#support-requests: 'Em andamento' (informative) or 'Fechado' (neutral). */
export function supportStatusChip(support: Pick<SupportRequest, 'status' | 'statusText'>): StatusChip {
  return { text: support.statusText || STATUS_TEXT[support.status], state: support.status };
}

/** Voltar from a request goes to the list it belongs to. */
export const supportListPath = (status: SupportStatus) => (status === 'closed' ? SUPPORT_PATHS.closed : SUPPORT_PATHS.inProgress);

/** The browser's clock as 'YYYY-MM-DDTHH:MM:SS', the shape the server uses for the provider's local time. */
export function localTimestamp(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${date}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/** The conversation with the message just sent at its end, shown until the server's copy replaces it. */
export function withSentMessage(detail: SupportDetail, text: string, now: Date): SupportDetail {
  const sent = { id: `sent-${now.getTime()}`, mensagem: text.trim(), data: localTimestamp(now), ATTENDANT: null };
  return { ...detail, messages: [...detail.messages, sent] };
}
