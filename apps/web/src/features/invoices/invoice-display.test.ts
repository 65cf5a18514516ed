import { describe, expect, it } from 'vitest';
import {
  amountStillDue,
  INVOICE_PATHS,
  invoiceContractLabel,
  invoiceListPath,
  invoiceStatusChip,
  listedAmount,
  partialAmounts,
  pixImageSrc,
} from './invoice-display';

describe('invoiceStatusChip', () => {
  it('names each status and gives it its state', () => {
    expect(invoiceStatusChip('overdue')).toEqual({ text: 'Vencida', state: 'overdue' });
    expect(invoiceStatusChip('to_receive')).toEqual({ text: 'A vencer', state: 'open' });
    expect(invoiceStatusChip('partial')).toEqual({ text: 'Parcial', state: 'partial' });
    expect(invoiceStatusChip('received')).toEqual({ text: 'Paga', state: 'paid' });
  });
});

describe('invoiceContractLabel', () => {
  it("names the contract, or 'Avulsa' without one", () => {
    expect(invoiceContractLabel('2001')).toBe('Contrato 2001');
    expect(invoiceContractLabel(null)).toBe('Avulsa');
  });
});

describe('invoiceListPath', () => {
  it('goes back to the paid list only for a paid invoice', () => {
    expect(invoiceListPath({ status: 'received' })).toBe('/panel/financial/invoices/received');
    expect(invoiceListPath({ status: 'partial' })).toBe('/panel/financial/invoices/to-pay');
    expect(invoiceListPath({ status: 'overdue' })).toBe('/panel/financial/invoices/to-pay');
  });
});

describe('pixImageSrc', () => {
  it('keeps a data: URL and wraps a bare base64 PNG', () => {
    expect(pixImageSrc('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
    expect(pixImageSrc('iVBOR')).toBe('data:image/png;base64,iVBOR');
  });
});

describe('amountStillDue', () => {
  it('is what is left of a partial invoice, and nothing when the whole value is due or it is paid', () => {
    expect(amountStillDue({ status: 'partial', value: 79.9, amountDue: 49.9 })).toBe(49.9);
    expect(amountStillDue({ status: 'partial', value: 79.9, amountDue: 79.9 })).toBeNull();
    expect(amountStillDue({ status: 'overdue', value: 59.9, amountDue: 59.9 })).toBeNull();
    expect(amountStillDue({ status: 'received', value: 59.9, amountDue: 0 })).toBeNull();
  });
});

describe('listedAmount', () => {
  it('shows what is still to pay on an open invoice and the value of a paid one', () => {
    expect(listedAmount({ status: 'partial', value: 79.9, amountDue: 49.9 })).toBe(49.9);
    expect(listedAmount({ status: 'overdue', value: 59.9, amountDue: 59.9 })).toBe(59.9);
    expect(listedAmount({ status: 'received', value: 59.9, amountDue: 0 })).toBe(59.9);
  });
});

describe('partialAmounts', () => {
  it('splits a partial invoice into original, received and still due', () => {
    expect(partialAmounts({ status: 'partial', value: 79.9, amountDue: 49.9 })).toEqual({ original: 79.9, received: 30, due: 49.9 });
    expect(partialAmounts({ status: 'partial', value: 100.1, amountDue: 0.3 })).toEqual({ original: 100.1, received: 99.8, due: 0.3 });
  });
  it('is null when nothing was received or the invoice is paid', () => {
    expect(partialAmounts({ status: 'partial', value: 79.9, amountDue: 79.9 })).toBeNull();
    expect(partialAmounts({ status: 'received', value: 59.9, amountDue: 0 })).toBeNull();
  });
});

describe('INVOICE_PATHS', () => {
  it('puts the card payment and its new card under the invoice', () => {
    expect(INVOICE_PATHS.card('5004')).toBe('/panel/financial/invoice/5004/payment/card');
    expect(INVOICE_PATHS.newCard('5004')).toBe('/panel/financial/invoice/5004/payment/card/new');
  });
});
