import { describe, expect, it } from 'vitest';
import { confirmSentence, formatCents, interestNote, planLabel } from './plan-label';

describe('planLabel', () => {
  it('names a single installment by its value alone', () => {
    expect(planLabel({ installments: 1, installmentCents: 10472, lastInstallmentCents: 10472, totalCents: 10472 })).toBe('1x de R$ 104,72');
  });

  it('adds the total to an installment plan', () => {
    expect(planLabel({ installments: 2, installmentCents: 5360, lastInstallmentCents: 5360, totalCents: 10720 })).toBe(
      '2x de R$ 53,60 (total R$ 107,20)',
    );
  });

  it('names a last installment that rounding made different', () => {
    expect(planLabel({ installments: 3, installmentCents: 3658, lastInstallmentCents: 3660, totalCents: 10976 })).toBe(
      '3x de R$ 36,58 (última de R$ 36,60; total R$ 109,76)',
    );
  });
});

describe('formatCents', () => {
  it('shows cents as reais with comma decimals and thousands dots', () => {
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(123450)).toBe('R$ 1.234,50');
  });
});

describe('interestNote', () => {
  it("states the provider's monthly interest with a comma, and nothing without interest", () => {
    expect(interestNote(2.35)).toBe('Valores com juros de 2,35% ao mês.');
    expect(interestNote(2)).toBe('Valores com juros de 2% ao mês.');
    expect(interestNote(0)).toBeUndefined();
  });
});

describe('confirmSentence', () => {
  it('states the plan, the card and the total charged', () => {
    expect(
      confirmSentence({ installments: 3, installmentCents: 3658, lastInstallmentCents: 3660, totalCents: 10976 }, 'Visa final 1111'),
    ).toBe('Pagamento em 3x de R$ 36,58 no cartão Visa final 1111, total de R$ 109,76.');
  });
});
