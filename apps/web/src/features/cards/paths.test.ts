import { describe, expect, it } from 'vitest';
import { cardFormReturnPath } from './paths';

describe('cardFormReturnPath', () => {
  it("goes back to the invoice's card payment inside an invoice, else to Meus Cartões", () => {
    expect(cardFormReturnPath('5006')).toBe('/panel/financial/invoice/5006/payment/card');
    expect(cardFormReturnPath(undefined)).toBe('/panel/financial/credit-card');
  });
});
