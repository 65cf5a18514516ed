const SAO_PAULO = 'America/Sao_Paulo';

/** The sandbox's notion of time: a fixed calendar day (fixtures are relative to it) plus the wall clock. */
export interface Clock {
  /** `YYYY-MM-DD`. */
  today(): string;
  /** `YYYY-MM-DD HH:MM:SS`: today's date with the current São Paulo time. */
  now(): string;
}

/** The calendar day in São Paulo at an instant; a `YYYY-MM-DD` string is taken as that day. */
export function calendarDay(today: Date | string = new Date()): string {
  if (typeof today === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
    return today;
  }
  return new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO }).format(today);
}

const wallClock = new Intl.DateTimeFormat('en-GB', { timeZone: SAO_PAULO, timeStyle: 'medium', hourCycle: 'h23' });

export function createClock(day: () => string): Clock {
  return { today: day, now: () => `${day()} ${wallClock.format(new Date())}` };
}
