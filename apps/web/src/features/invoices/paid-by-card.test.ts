import { describe, expect, it } from 'vitest';
import { formatBrl } from '@central/domain';
import { paidByCard } from './paid-by-card';

describe("'Pago com cartão'", () => {
  it('names the card and the plan, and the total charged with interest', () => {
    expect(paidByCard({ installments: 3, total: 107.11, brand: 'visa', last4: '1111' })).toEqual({
      plan: 'Visa final 1111, em 3x',
      total: formatBrl(107.11),
    });
    expect(paidByCard({ installments: 1, total: 99.9, brand: 'mastercard', last4: '0004' }).plan).toBe(
      'Mastercard final 0004, à vista (1x)',
    );
  });

  it('says only that a card paid when the attempt kept no card', () => {
    expect(paidByCard({ installments: 2, total: 50, brand: null, last4: null }).plan).toBe('Cartão de crédito, em 2x');
  });
});
