/** A calendar month; `month` runs from 1 (January) to 12. */
export type YearMonth = { year: number; month: number };

/** docs/product/subscriber.md#fiscal-notes: the earliest month with notes (24-02-2014). */
export const EARLIEST_MONTH: YearMonth = { year: 2014, month: 2 };

export function currentMonth(now: Date = new Date()): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

const order = ({ year, month }: YearMonth) => year * 12 + month;

/** Years that have a month to pick, newest first: from this year back to 2014. */
export function yearOptions(now: YearMonth): number[] {
  const years: number[] = [];
  for (let year = now.year; year >= EARLIEST_MONTH.year; year--) years.push(year);
  return years;
}

/** The months of `year` that can be picked: none in the future and none before February 2014. */
export function monthOptions(year: number, now: YearMonth): number[] {
  const months: number[] = [];
  for (let month = 1; month <= 12; month++) {
    const candidate = order({ year, month });
    if (candidate >= order(EARLIEST_MONTH) && candidate <= order(now)) months.push(month);
  }
  return months;
}

/** Keeps a choice inside the allowed range, e.g. after switching from 2014 to the current year. */
export function clampMonth(value: YearMonth, now: YearMonth): YearMonth {
  if (order(value) > order(now)) return now;
  if (order(value) < order(EARLIEST_MONTH)) return EARLIEST_MONTH;
  return value;
}

/** The `created_at` the server filters by: 'YYYY-MM'. */
export function createdAt({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}
