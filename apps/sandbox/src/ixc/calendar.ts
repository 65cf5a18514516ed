/** Calendar arithmetic on `YYYY-MM-DD` strings, free of time zones. */

export function addDays(isoDate: string, days: number): string {
  const date = utcDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Moves by whole months, keeping the day of the month (or `dayOfMonth`) clamped to the month's length. */
export function addMonths(isoDate: string, months: number, dayOfMonth = Number(isoDate.slice(8, 10))): string {
  const start = utcDate(isoDate);
  const firstOfMonth = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfMonth.setUTCDate(Math.min(dayOfMonth, lastDay));
  return firstOfMonth.toISOString().slice(0, 10);
}

export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((utcDate(toIsoDate).getTime() - utcDate(fromIsoDate).getTime()) / 86_400_000);
}

/** `DD/MM/YYYY`, as IXC writes dates in messages and expects them in insert bodies. */
export function brazilianDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

function utcDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}
