import { describe, expect, it } from 'vitest';
import { pageCount, pageFromParam } from './paging';

describe('pageCount', () => {
  it('fills pages of 50 and never answers fewer than one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(120, 50)).toBe(3);
  });
});

describe('pageFromParam', () => {
  it('reads a positive integer and falls back to 1', () => {
    expect(pageFromParam('3')).toBe(3);
    expect(pageFromParam(null)).toBe(1);
    expect(pageFromParam('0')).toBe(1);
    expect(pageFromParam('2.5')).toBe(1);
    expect(pageFromParam('x')).toBe(1);
  });
});
