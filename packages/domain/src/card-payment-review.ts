/**
 * An admin's review of a card payment the reconciliation could not settle by itself (`needs_review`). The server checks
 * every review with these rules and the admin dialog runs the same function before sending, so both say the same words.
 * The texts are ours: the original specification has none for this screen.
 */

/**
 * - `done`: the payment stands; the provider settled the invoice by hand in IXC.
 * - `voided`: the money went back to the subscriber (the provider refunded it at Cielo), so the invoice is free
 *   for a new attempt.
 */
export const CARD_PAYMENT_REVIEW_OUTCOMES = ['done', 'voided'] as const;
export type CardPaymentReviewOutcome = (typeof CARD_PAYMENT_REVIEW_OUTCOMES)[number];

/** Enough for what was done and where (a Cielo refund id, an IXC receipt), short enough to read in a list. */
export const REVIEW_NOTE_MAX_LENGTH = 500;

export const CARD_PAYMENT_REVIEW_MESSAGES = {
  outcomeInvalid: 'Escolha o resultado da revisão',
  noteRequired: 'Por favor, descreva o que foi feito',
  noteTooLong: `A observação deve ter no máximo ${REVIEW_NOTE_MAX_LENGTH} caracteres`,
  paymentNotFound: 'Pagamento com cartão não encontrado',
  notInReview: 'Este pagamento não está mais aguardando revisão. Atualize a lista.',
  reviewedDone: 'Pagamento mantido: revisão registrada',
  reviewedVoided: 'Pagamento marcado como estornado: a fatura pode ser paga novamente',
} as const;

export type CardPaymentReviewForm = { outcome?: string | null; note?: string | null };
export type CardPaymentReviewProblems = Partial<Record<'outcome' | 'note', string>>;

export const isReviewOutcome = (value: unknown): value is CardPaymentReviewOutcome =>
  (CARD_PAYMENT_REVIEW_OUTCOMES as readonly unknown[]).includes(value);

/** Problems of a review, field by field: an outcome of the two, and a note of 1 to 500 characters once trimmed. */
export function validateCardPaymentReview(input: CardPaymentReviewForm): CardPaymentReviewProblems {
  const problems: CardPaymentReviewProblems = {};
  if (!isReviewOutcome(input.outcome)) problems.outcome = CARD_PAYMENT_REVIEW_MESSAGES.outcomeInvalid;
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (note === '') problems.note = CARD_PAYMENT_REVIEW_MESSAGES.noteRequired;
  else if (note.length > REVIEW_NOTE_MAX_LENGTH) problems.note = CARD_PAYMENT_REVIEW_MESSAGES.noteTooLong;
  return problems;
}
