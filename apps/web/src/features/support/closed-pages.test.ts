import { describe, expect, it } from 'vitest';
import type { SupportList, SupportRequest } from '@central/domain/api';
import { canSeeMore, closedPagesFrom, mergeClosedPages } from './closed-pages';

const request = (id: string): SupportRequest => ({
  id,
  protocolo: `P${id}`,
  subject: 'Lentidão',
  status: 'closed',
  statusText: 'Fechado',
  createdAt: '2026-10-01T10:00:00',
  message: 'x',
  contractId: null,
});
const page = (n: number, ids: string[]): SupportList => ({ supports: ids.map(request), page: n, pageSize: 5 });

describe('closedPagesFrom', () => {
  it('reads ?page= from 1', () => {
    expect(closedPagesFrom(null)).toBe(1);
    expect(closedPagesFrom('1')).toBe(1);
    expect(closedPagesFrom('3')).toBe(3);
  });

  it('counts anything that is not a page number as 1 and caps a hand-typed one', () => {
    for (const param of ['', '0', '-2', 'abc', '2.5', '1e3']) expect(closedPagesFrom(param)).toBe(1);
    expect(closedPagesFrom('999')).toBe(50);
  });
});

describe('mergeClosedPages', () => {
  it('appends the pages in order and counts what the last one added', () => {
    expect(mergeClosedPages([page(1, ['9', '8', '7', '6', '5']), page(2, ['4', '3'])])).toEqual({
      supports: ['9', '8', '7', '6', '5', '4', '3'].map(request),
      lastNewCount: 2,
    });
  });

  it('shows a request that moved into the next page only once, and does not count it as new', () => {
    const merged = mergeClosedPages([page(1, ['9', '8', '7', '6', '5']), page(2, ['5', '4', '3'])]);
    expect(merged.supports.map((s) => s.id)).toEqual(['9', '8', '7', '6', '5', '4', '3']);
    expect(merged.lastNewCount).toBe(2);
  });

  it('is empty before any page arrives', () => {
    expect(mergeClosedPages([])).toEqual({ supports: [], lastNewCount: 0 });
  });
});

describe('canSeeMore', () => {
  it('needs at least 3 new requests in the last fetch', () => {
    expect(canSeeMore(1, 1, 5)).toBe(true);
    expect(canSeeMore(2, 2, 3)).toBe(true);
    expect(canSeeMore(2, 2, 2)).toBe(false);
    expect(canSeeMore(1, 1, 0)).toBe(false);
  });

  it('waits until the wanted pages are in, and stops at the page cap', () => {
    expect(canSeeMore(1, 2, 5)).toBe(false);
    expect(canSeeMore(50, 50, 5)).toBe(false);
  });
});
