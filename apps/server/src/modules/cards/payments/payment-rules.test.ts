import { CARD_MESSAGES, formatBrl } from '@central/domain';
import { describe, expect, it } from 'vitest';
import type { CieloSale } from '../../../integrations/cielo';
import { PAYMENT_MESSAGES } from './payment-messages';
import { declineReason, factsOfOutcome, factsOfSale, installmentsOf, merchantOrderIdOf, receiptHistory } from './payment-rules';
import type { CardPayment } from './payments-store';

const sale = (status: number, extra: Partial<CieloSale> = {}): CieloSale => ({
  paymentId: 'p-1',
  status,
  statusName: 'authorized',
  amountCents: 100,
  ...extra,
});

describe('what a sale means for the ledger (Status, never ReturnCode)', () => {
  it.each([
    [2, 'captured'],
    [1, 'authorized'],
    [3, 'declined'],
    [13, 'declined'],
    [10, 'declined'],
    [11, 'declined'],
    [0, 'unknown'],
    [12, 'unknown'],
    [20, 'unknown'],
    [99, 'unknown'],
  ])('Status %i is %s', (status, expected) => {
    expect(factsOfSale(sale(status, { returnCode: '6' })).sale).toBe(expected);
  });

  it('keeps the ids and the codes', () => {
    expect(factsOfSale(sale(2, { tid: 't-9', returnCode: '6', returnMessage: 'Operation Successful' }))).toEqual({
      sale: 'captured',
      paymentId: 'p-1',
      tid: 't-9',
      returnCode: '6',
      returnMessage: 'Operation Successful',
    });
    expect(factsOfSale(sale(3, { returnCode: '05', returnMessage: 'Not Authorized' }))).toEqual({
      sale: 'declined',
      paymentId: 'p-1',
      returnCode: '05',
      returnMessage: 'Not Authorized',
    });
  });

  it('a lost answer is unknown, never declined', () => {
    expect(factsOfOutcome({ outcome: 'unknown', reason: 'timeout', httpStatus: 0 })).toEqual({ sale: 'unknown' });
    expect(factsOfOutcome({ outcome: 'unknown', reason: 'pending', httpStatus: 201, paymentId: 'p-2' })).toEqual({
      sale: 'unknown',
      paymentId: 'p-2',
    });
  });
});

describe('the decline reason in pt-BR', () => {
  it('names the reason of each sandbox code and the common production ones, and falls back for the rest', () => {
    expect(declineReason('05')).toBe('Pagamento não autorizado pelo banco emissor do cartão. Fale com o seu banco ou use outro cartão.');
    expect(declineReason('5')).toBe(declineReason('05'));
    expect(declineReason('78')).toBe('Este cartão está bloqueado. Desbloqueie-o com o seu banco ou use outro cartão.');
    expect(declineReason('51')).toContain('limite insuficiente');
    expect(declineReason('N7')).toBe(PAYMENT_MESSAGES.declinedDefault);
    expect(declineReason(null)).toBe(PAYMENT_MESSAGES.declinedDefault);
  });
});

describe('the installments asked for', () => {
  it('takes 1 to 3, as a number or its digits', () => {
    expect(installmentsOf(1)).toBe(1);
    expect(installmentsOf(' 3 ')).toBe(3);
  });

  it('refuses anything else with the installments text', () => {
    for (const value of [0, 4, 1.5, '', 'x', '12']) expect(() => installmentsOf(value as never)).toThrow(CARD_MESSAGES.installmentsInvalid);
  });
});

describe('what ties a sale to its attempt', () => {
  const attempt = {
    id: '0b7c6a3e-8e0f-4d1c-9a51-2f3b4c5d6e7f',
    cardBrand: 'mastercard',
    cardLast4: '0001',
    installments: 2,
    totalCents: 10225,
    gatewayPaymentId: 'p-1',
    gatewayTid: 't-9',
  } as CardPayment;

  it('orders by the attempt id without hyphens', () => {
    expect(merchantOrderIdOf(attempt)).toBe('0b7c6a3e8e0f4d1c9a512f3b4c5d6e7f');
  });

  it('writes the receipt history with the card, the installments and the sale', () => {
    expect(receiptHistory(attempt)).toBe(
      `Pagamento com cartão Mastercard final 0001 pela Central do Assinante - 2x, total ${formatBrl(102.25)} - Cielo PaymentId p-1 Tid t-9`,
    );
  });
});
