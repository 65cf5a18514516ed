import { describe, expect, it } from 'vitest';
import {
  adminCustomerListOf,
  adminCustomerListPath,
  adminFirstReadsOf,
  firstReadsOf,
  invoiceOfPage,
  pageFromParam,
  readsAfter,
} from './first-reads';

describe('firstReadsOf', () => {
  const deviceCheck = '/api/acs/customer/check';

  it("names the home's three reads and the menu's device check, with or without the trailing slash", () => {
    const home = [
      '/api/central/customer/list/invoices?status=to_pay',
      '/api/central/customer/apps',
      '/api/central/customer/list',
      deviceCheck,
    ];
    expect(firstReadsOf('/panel')).toEqual(home);
    expect(firstReadsOf('/panel/')).toEqual(home);
  });

  it("names a bill list's own list", () => {
    expect(firstReadsOf('/panel/financial/invoices/to-pay')).toEqual(['/api/central/customer/list/invoices?status=to_pay', deviceCheck]);
    expect(firstReadsOf('/panel/financial/invoices/received')).toEqual([
      '/api/central/customer/list/invoices?status=received',
      deviceCheck,
    ]);
    expect(firstReadsOf('/panel/financial/invoices/other')).toEqual([deviceCheck]);
  });

  it('names the invoice of an invoice page, escaped as its SWR hook asks for it', () => {
    expect(firstReadsOf('/panel/financial/invoice/5004')).toEqual(['/api/central/customer/invoice/5004', deviceCheck]);
    expect(firstReadsOf('/panel/financial/invoice/a%20b')).toEqual(['/api/central/customer/invoice/a%20b', deviceCheck]);
    expect(firstReadsOf('/panel/financial/invoice/%E0')).toEqual([deviceCheck]);
  });

  it("names only the menu's check for an invoice's payment pages or any other panel page, and nothing outside the panel", () => {
    expect(firstReadsOf('/panel/financial/invoice/5004/payment/pix')).toEqual([deviceCheck]);
    expect(firstReadsOf('/panel/security')).toEqual([deviceCheck]);
    expect(firstReadsOf('/sign-in')).toEqual([]);
    expect(firstReadsOf('/panelas')).toEqual([]);
  });
});

describe('invoiceOfPage', () => {
  it("is the invoice an invoice's page shows, decoded, and null for any other page or a malformed escape", () => {
    expect(invoiceOfPage('/panel/financial/invoice/5004')).toBe('5004');
    expect(invoiceOfPage('/panel/financial/invoice/5004/')).toBe('5004');
    expect(invoiceOfPage('/panel/financial/invoice/a%2Fb')).toBe('a/b');
    expect(invoiceOfPage('/panel/financial/invoice/%E0%A4%A')).toBeNull();
    expect(invoiceOfPage('/panel/financial/invoice/5004/payment/pix')).toBeNull();
    expect(invoiceOfPage('/panel/financial/invoices/to-pay')).toBeNull();
  });
});

describe('readsAfter', () => {
  const invoice = '/api/central/customer/invoice/5004';

  it("leads from an unpaid invoice to its PIX, named as the PIX's SWR hook asks for it", () => {
    for (const status of ['to_receive', 'overdue', 'partial']) {
      expect(readsAfter(invoice, { invoice: { id: '5004', status }, contract: null })).toEqual([
        '/api/central/customer/read/pix-payment/5004',
      ]);
    }
    expect(readsAfter('/api/central/customer/invoice/a%20b', { invoice: { id: 'a b', status: 'to_receive' } })).toEqual([
      '/api/central/customer/read/pix-payment/a%20b',
    ]);
  });

  it('leads nowhere from a paid invoice, an answer of another shape or any other read', () => {
    expect(readsAfter(invoice, { invoice: { id: '5004', status: 'received' } })).toEqual([]);
    expect(readsAfter(invoice, null)).toEqual([]);
    expect(readsAfter(invoice, { invoice: { id: 5004, status: 'to_receive' } })).toEqual([]);
    expect(readsAfter('/api/central/customer/list/invoices?status=to_pay', [{ id: '5004', status: 'to_receive' }])).toEqual([]);
  });
});

/** A query as `URLSearchParams` reads it (this package has no DOM types). */
const query = (entries: Record<string, string> = {}) => ({ get: (name: string) => entries[name] ?? null });

describe('adminFirstReadsOf', () => {
  it("names the list's first page for /adm and /adm/customers, as the list page asks for it", () => {
    for (const path of ['/adm', '/adm/', '/adm/customers', '/adm/customers/']) {
      expect(adminFirstReadsOf(path, query())).toEqual(['/api/payment/customers?search=&page=1']);
    }
  });

  it('writes a search as the list page asks for it', () => {
    expect(adminCustomerListPath('acme telecom&co', 2)).toBe('/api/payment/customers?search=acme%20telecom%26co&page=2');
  });

  it('names the page of the list the address shows: its search, as typed, and its page', () => {
    expect(adminFirstReadsOf('/adm/customers', query({ search: 'acme telecom', page: '2' }))).toEqual([
      '/api/payment/customers?search=acme%20telecom&page=2',
    ]);
    expect(adminFirstReadsOf('/adm/customers', query({ search: '', page: '0' }))).toEqual(['/api/payment/customers?search=&page=1']);
    // /adm goes to the list's first page and leaves its query behind.
    expect(adminFirstReadsOf('/adm', query({ search: 'acme' }))).toEqual(['/api/payment/customers?search=&page=1']);
  });

  it('names nothing for any other page', () => {
    expect(adminFirstReadsOf('/adm/customer/acme', query())).toEqual([]);
    expect(adminFirstReadsOf('/adm/apps', query({ search: 'acme' }))).toEqual([]);
  });
});

describe('adminCustomerListOf', () => {
  it('reads ?search= as it is and ?page= as a positive integer, else 1', () => {
    expect(adminCustomerListOf(query({ search: 'Acme ', page: '3' }))).toEqual({ search: 'Acme ', page: 3 });
    expect(adminCustomerListOf(query())).toEqual({ search: '', page: 1 });
    for (const value of ['0', '2.5', 'x', '-1']) expect(pageFromParam(value), value).toBe(1);
    expect(pageFromParam(null)).toBe(1);
  });
});
