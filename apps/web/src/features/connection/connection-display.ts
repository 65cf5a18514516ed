import { SIGNAL_LABELS, type SignalBand } from '@central/domain';
import type { ContractConnection } from '@central/domain/api';
import type { StatusChip } from '@/components/status-tones';
import { CONNECTION_TEXT } from '@/strings/connection.pt-BR';

const text = CONNECTION_TEXT;

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
const dayAndMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });
const dbm = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The provider's local date-time ('2025-11-27T08:12:00', no zone: IXC's clock) as '27/11 às 08:12', with the year
 * when it is not `now`'s. Shown as written, never moved to the phone's zone; null for anything else.
 */
export function localMomentText(local: string | null, now = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local ?? '');
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const date = Number(year) === now.getFullYear() ? `${day}/${month}` : `${day}/${month}/${year}`;
  return text.dateAtTime(date, `${hour}:${minute}`);
}

/** The check's hour ('14:32'), in the phone's own time zone. */
export const checkedTimeText = (iso: string): string => time.format(new Date(iso));

/** The check's day and hour ('27/11 às 14:32'), in the phone's own time zone. */
export function checkedMomentText(iso: string): string {
  const at = new Date(iso);
  return text.dateAtTime(dayAndMonth.format(at), time.format(at));
}

/** '-19,52 dBm'. */
export const dbmText = (value: number): string => `${dbm.format(value)} dBm`;

/** The fibre signal's chip: 'Bom' green, 'Atenção' amber, 'Ruim' red. */
export const signalChip = (band: SignalBand): StatusChip => ({ text: SIGNAL_LABELS[band], state: band });

/** The session's chip: 'Conectado' green, 'Desconectado' red. */
export const onlineChip = (online: boolean): StatusChip =>
  online ? { text: text.connected, state: 'online' } : { text: text.disconnected, state: 'offline' };

/** How long the router has been on, in its two largest units: 'Ligado há 3 dias e 4 horas', 'Ligado há 25 minutos'. */
export function uptimeText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return text.uptimeText(text.lessThanAMinute);
  const days = Math.floor(minutes / (60 * 24));
  const hours = Math.floor(minutes / 60) % 24;
  const rest = minutes % 60;
  const parts =
    days > 0 ? [text.days(days), hours > 0 && text.hours(hours)] : [hours > 0 && text.hours(hours), rest > 0 && text.minutes(rest)];
  const [first, second] = parts.filter((part): part is string => Boolean(part));
  return text.uptimeText(second ? text.and(first!, second) : first!);
}

/** Whether the verdict says the internet is up, where a slow one is the likely complaint (the speed test helps). */
export const isUp = (contract: Pick<ContractConnection, 'verdict_kind'>): boolean =>
  ['good', 'online', 'attention'].includes(contract.verdict_kind);
