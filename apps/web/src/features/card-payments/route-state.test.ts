import { describe, expect, it } from 'vitest';
import type { CardPaymentResult } from '@central/domain/api';
import { addedCardIn, addedCardState, paymentNoticeIn, paymentNoticeState } from './route-state';

const result = (status: 'paid' | 'processing', message: string): CardPaymentResult => ({
  message,
  payment: { id: 'p1', invoiceId: '5006', status, installments: 3, installmentCents: 3658, lastInstallmentCents: 3660, totalCents: 10976 },
});

describe('route state of the card payment pages', () => {
  it('carries the card just added back to the payment page', () => {
    expect(addedCardIn(addedCardState('c0ffee'))).toBe('c0ffee');
    expect(addedCardIn(null)).toBeNull();
    expect(addedCardIn({ addedCardId: 7 })).toBeNull();
  });

  it("carries the server's message to the invoice page: success when paid, info while processing", () => {
    expect(paymentNoticeIn(paymentNoticeState(result('paid', 'Pagamento realizado com sucesso!')))).toEqual({
      intent: 'success',
      text: 'Pagamento realizado com sucesso!',
    });
    expect(paymentNoticeIn(paymentNoticeState(result('processing', 'Seu pagamento está em processamento.')))).toEqual({
      intent: 'info',
      text: 'Seu pagamento está em processamento.',
    });
  });

  it('ignores any other state', () => {
    expect(paymentNoticeIn(undefined)).toBeNull();
    expect(paymentNoticeIn({ paymentNotice: { text: '' } })).toBeNull();
    expect(paymentNoticeIn({ paymentNotice: 'x' })).toBeNull();
  });
});
