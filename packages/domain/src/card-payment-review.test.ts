import { describe, expect, it } from 'vitest';
import { CARD_PAYMENT_REVIEW_MESSAGES as M, REVIEW_NOTE_MAX_LENGTH, validateCardPaymentReview } from './card-payment-review';

describe('validateCardPaymentReview', () => {
  it('takes either outcome with a note of 1 to 500 characters', () => {
    expect(validateCardPaymentReview({ outcome: 'done', note: 'Baixa manual no IXC, recibo 981' })).toEqual({});
    expect(validateCardPaymentReview({ outcome: 'voided', note: ` ${'x'.repeat(REVIEW_NOTE_MAX_LENGTH)} ` })).toEqual({});
  });

  it('names every bad field', () => {
    expect(validateCardPaymentReview({})).toEqual({ outcome: M.outcomeInvalid, note: M.noteRequired });
    expect(validateCardPaymentReview({ outcome: 'needs_review', note: '   ' })).toEqual({
      outcome: M.outcomeInvalid,
      note: M.noteRequired,
    });
    expect(validateCardPaymentReview({ outcome: 'done', note: 'x'.repeat(REVIEW_NOTE_MAX_LENGTH + 1) })).toEqual({ note: M.noteTooLong });
  });
});
