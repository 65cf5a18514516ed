/**
 * Calendar dates as ISO strings ('YYYY-MM-DD'), free of time zones: the ERP's dates are calendar days of the
 * provider, and shifting them through Date objects in another zone would move them by a day.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one (it was a fifth of an invoice list's CPU). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today in the given IANA time zone (a provider's local date). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the local 'YYYY-MM-DDTHH:MM:SS' of an IANA time zone (a provider's clock, as IXC writes its times). */
export function localDateTimeIn(timeZone: string, instant: Date): string {
  let format = momentFormats.get(timeZone);
  if (!format) {
    const numeric = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...numeric, hourCycle: 'h23' });
    momentFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The same day some months later, or the month's last day when it has no such day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY', the way people in Brazil read dates. */
export function formatDateBr(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as people in Brazil read it in a time zone: 'DD/MM/YYYY, HH:mm', as the admin area shows moments, or
 * 'DD/MM/YYYY HH:mm' inside a sentence that goes on after it ('Conectado até 23/11/2026 09:38').
 */
export function formatDateTimeBr(moment: Date, timeZone: string, options: { inline?: boolean } = {}): string {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  const text = format.format(moment);
  return options.inline ? text.replace(', ', ' ') : text;
}
