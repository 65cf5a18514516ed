import { describe, expect, it } from 'vitest';
import { reviewChanges } from './card-payments-rules';

describe('a card payment review', () => {
  it('names the attempt and its invoice beside the state and the note it changed', () => {
    expect(reviewChanges({ id: 'p1', invoiceId: '42', state: 'voided' }, 'estornado na Cielo')).toEqual({
      card_payment_id: { from: 'p1', to: 'p1' },
      invoice_id: { from: '42', to: '42' },
      state: { from: 'needs_review', to: 'voided' },
      review_note: { from: null, to: 'estornado na Cielo' },
    });
  });
});
