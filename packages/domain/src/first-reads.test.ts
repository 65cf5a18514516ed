import { describe, expect, it } from 'vitest';
import { adminCustomerListPath, adminFirstReadsOf, firstReadsOf, readsAfter } from './first-reads';

describe('firstReadsOf', () => {
  it("names the home's three reads, with or without the trailing slash", () => {
    const home = ['/api/central/customer/list/invoices?status=to_pay', '/api/central/customer/apps', '/api/central/customer/list'];
    expect(firstReadsOf('/panel')).toEqual(home);
    expect(firstReadsOf('/panel/')).toEqual(home);
  });

  it("names a bill list's own list", () => {
    expect(firstReadsOf('/panel/financial/invoices/to-pay')).toEqual(['/api/central/customer/list/invoices?status=to_pay']);
    expect(firstReadsOf('/panel/financial/invoices/received')).toEqual(['/api/central/customer/list/invoices?status=received']);
    expect(firstReadsOf('/panel/financial/invoices/other')).toEqual([]);
  });

  it('names the invoice of an invoice page, escaped as its SWR hook asks for it', () => {
    expect(firstReadsOf('/panel/financial/invoice/5004')).toEqual(['/api/central/customer/invoice/5004']);
    expect(firstReadsOf('/panel/financial/invoice/a%20b')).toEqual(['/api/central/customer/invoice/a%20b']);
    expect(firstReadsOf('/panel/financial/invoice/%E0')).toEqual([]);
  });

  it("names nothing for an invoice's payment pages or any other page", () => {
    expect(firstReadsOf('/panel/financial/invoice/5004/payment/pix')).toEqual([]);
    expect(firstReadsOf('/panel/security')).toEqual([]);
    expect(firstReadsOf('/sign-in')).toEqual([]);
  });
});

describe('readsAfter', () => {
  const invoice = '/api/central/customer/invoice/5004';

  it("leads from an unpaid invoice to its PIX, named as the PIX's SWR hook asks for it", () => {
    for (const status of ['to_receive', 'overdue', 'partial']) {
      expect(readsAfter(invoice, { invoice: { id: '5004', status }, contract: null })).toEqual(['/api/central/customer/read/pix-payment/5004']);
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

describe('adminFirstReadsOf', () => {
  it("names the list's first page for /adm and /adm/customers, as the list page asks for it", () => {
    for (const path of ['/adm', '/adm/', '/adm/customers', '/adm/customers/']) {
      expect(adminFirstReadsOf(path, '')).toEqual(['/api/payment/customers?search=&page=1']);
    }
  });

  it('writes a search as the list page asks for it', () => {
    expect(adminCustomerListPath('acme telecom&co', 2)).toBe('/api/payment/customers?search=acme%20telecom%26co&page=2');
  });

  it('names nothing for a search or page in the address, or any other page', () => {
    expect(adminFirstReadsOf('/adm/customers', 'search=acme')).toEqual([]);
    expect(adminFirstReadsOf('/adm/customers', 'page=2')).toEqual([]);
    expect(adminFirstReadsOf('/adm/customer/acme', '')).toEqual([]);
    expect(adminFirstReadsOf('/adm/apps', '')).toEqual([]);
  });
});
