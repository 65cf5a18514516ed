import type { Row } from '../table-schema';

/** IXC-style protocol: the day as YYYYMMDD followed by a six-digit sequence, unique within the table. */
export function nextProtocol(now: string, existing: Row[]): string {
  const day = now.slice(0, 10).replaceAll('-', '');
  const sequences = existing
    .map((row) => row.protocolo ?? '')
    .filter((protocol) => protocol.startsWith(day))
    .map((protocol) => Number(protocol.slice(day.length)) || 0);
  return `${day}${String(Math.max(0, ...sequences) + 1).padStart(6, '0')}`;
}
