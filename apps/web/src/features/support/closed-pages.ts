import type { SupportList, SupportRequest } from '@central/domain/api';

/** docs/product/subscriber.md#support-requests: 'Ver mais' stays enabled while the last page brought at least 3 requests not yet shown. */
export const SEE_MORE_MIN_NEW = 3;
/** A hand-typed ?page= is not followed past this many pages (each one is a call). */
export const MAX_CLOSED_PAGES = 50;

/** The closed list's ?page= (from 1): how many pages to show. Anything else counts as 1. */
export function closedPagesFrom(param: string | null): number {
  if (!param || !/^\d{1,6}$/.test(param.trim())) return 1;
  const page = Number(param.trim());
  return Math.min(Math.max(page, 1), MAX_CLOSED_PAGES);
}

export type ClosedSupports = {
  supports: SupportRequest[];
  /** Requests of the last page fetched that the earlier pages did not already bring. */
  lastNewCount: number;
};

/**
 * The pages fetched so far, in order, as one list. A request closed between two fetches shifts the pages, so one
 * may come twice; it is shown once, where it first came.
 */
export function mergeClosedPages(pages: readonly SupportList[]): ClosedSupports {
  const seen = new Set<string>();
  const supports: SupportRequest[] = [];
  let lastNewCount = 0;
  for (const page of pages) {
    lastNewCount = 0;
    for (const support of page.supports) {
      if (seen.has(support.id)) continue;
      seen.add(support.id);
      supports.push(support);
      lastNewCount += 1;
    }
  }
  return { supports, lastNewCount };
}

/** 'Ver mais' is enabled when the wanted pages are all in and the last one brought enough new requests. */
export function canSeeMore(loadedPages: number, wantedPages: number, lastNewCount: number): boolean {
  return loadedPages === wantedPages && wantedPages < MAX_CLOSED_PAGES && lastNewCount >= SEE_MORE_MIN_NEW;
}
