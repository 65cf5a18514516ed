import { describe, expect, it } from 'vitest';
import { adminShouldRevalidate } from './session';

const at = (path: string) => new URL(path, 'http://localhost');
const check = (from: string, to: string, defaultShouldRevalidate: boolean) =>
  adminShouldRevalidate({ currentUrl: at(from), nextUrl: at(to), defaultShouldRevalidate });

describe('adminShouldRevalidate', () => {
  it('asks for the session on entering another page, not when only the search or the tab changes', () => {
    expect(check('/adm/customers', '/adm/customer/new', false)).toBe(true);
    expect(check('/adm/customers', '/adm/customers?search=demo', true)).toBe(false);
    expect(check('/adm/customer/demo/edit', '/adm/customer/demo/edit?tab=apps', true)).toBe(false);
  });

  it('asks again when a page revalidates (the second factor was just turned on)', () => {
    expect(check('/adm/customers?search=demo', '/adm/customers?search=demo', true)).toBe(true);
  });
});
