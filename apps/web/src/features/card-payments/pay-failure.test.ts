import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { invoiceChanged, payFailureNotice } from './pay-failure';

const declined = 'Pagamento não autorizado pelo banco emissor do cartão. Fale com o seu banco ou use outro cartão.';
const inProgress = 'Já existe um pagamento com cartão em andamento para esta fatura.';

describe('payFailureNotice', () => {
  it("shows a declined card's reason as an error", () => {
    expect(payFailureNotice(new ApiError(402, 'CARD_DECLINED', declined))).toEqual({ intent: 'error', text: declined });
  });

  it('shows a payment under way, a paid invoice and too many attempts as warnings', () => {
    expect(payFailureNotice(new ApiError(409, 'CARD_PAYMENT_IN_PROGRESS', inProgress))).toEqual({ intent: 'warning', text: inProgress });
    expect(payFailureNotice(new ApiError(409, 'INVOICE_ALREADY_PAID', 'Esta fatura já está paga.')).intent).toBe('warning');
    expect(payFailureNotice(new ApiError(429, 'TOO_MANY_PAYMENTS', 'Muitas tentativas.')).intent).toBe('warning');
  });

  it('shows the generic text for a gateway failure', () => {
    expect(payFailureNotice(new ApiError(502, 'http_502', 'Bad gateway'))).toEqual({
      intent: 'error',
      text: 'Falha ao se comunicar com o servidor',
    });
    expect(payFailureNotice(new Error('boom')).text).toBe('Falha ao se comunicar com o servidor');
  });
});

describe('invoiceChanged', () => {
  it('is a 409: the invoice was paid or a payment started meanwhile', () => {
    expect(invoiceChanged(new ApiError(409, 'INVOICE_ALREADY_PAID', 'Esta fatura já está paga.'))).toBe(true);
    expect(invoiceChanged(new ApiError(402, 'CARD_DECLINED', declined))).toBe(false);
  });
});
