import { describe, expect, it } from 'vitest';
import { firstReadsOf } from './first-reads';

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
