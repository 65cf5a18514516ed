import { formatDateTimeBr, formatBrl } from '@central/domain';

/** The subscriber's own time zone: the moments are theirs (a sign-in, a payment), read where they are. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An ISO instant as '23/11/2026, 09:38' in the browser's zone; an unreadable one as it came. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTimeBr(date, localZone());
}

export const formatCents = (cents: number) => formatBrl(cents / 100);
