import { Type, type Static } from 'typebox';

/**
 * Card payments for the admin, under /api/payment/customer/{client_id}/card-payments: the attempts the
 * reconciliation flagged, and their review. No card number exists anywhere: a payment shows the brand and the last
 * four digits copied onto it when it was made, so it stays readable after the card is deleted.
 */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const CardPaymentStateValue = Type.Union([
  Type.Literal('created'),
  Type.Literal('sent'),
  Type.Literal('captured'),
  Type.Literal('recorded'),
  Type.Literal('done'),
  Type.Literal('declined'),
  Type.Literal('needs_review'),
  Type.Literal('voided'),
]);
export type CardPaymentStateValue = Static<typeof CardPaymentStateValue>;

export const AdminCardPayment = Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  invoice_id: Type.String(),
  state: CardPaymentStateValue,
  installments: Type.Integer(),
  /** What the invoice owed, and what the card was charged with the installments' interest. */
  amount_cents: Type.Integer(),
  total_cents: Type.Integer(),
  card_brand: Nullable(Type.String()),
  card_last4: Nullable(Type.String()),
  /** Cielo's PaymentId and TID: what the provider searches for in Cielo's panel to refund. */
  gateway_payment_id: Nullable(Type.String()),
  gateway_tid: Nullable(Type.String()),
  return_code: Nullable(Type.String()),
  return_message: Nullable(Type.String()),
  erp_receipt_id: Nullable(Type.String()),
  /** Why the reconciliation could not settle it, in pt-BR, saying what to do. */
  review_reason: Nullable(Type.String()),
  reviewed_at: Nullable(Type.String({ format: 'date-time' })),
  reviewed_by: Nullable(Type.String()),
  review_note: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type AdminCardPayment = Static<typeof AdminCardPayment>;

/** GET ?state=needs_review (the default): those awaiting review; ?state=all: the latest attempts of any state. */
export const AdminCardPaymentsQuery = Type.Object({
  state: Type.Optional(Type.Union([Type.Literal('needs_review'), Type.Literal('all')])),
});
export type AdminCardPaymentsQuery = Static<typeof AdminCardPaymentsQuery>;

/** Newest first, at most ADMIN_CARD_PAYMENTS_LIMIT. */
export const AdminCardPaymentList = Type.Object({ card_payments: Type.Array(AdminCardPayment) });
export type AdminCardPaymentList = Static<typeof AdminCardPaymentList>;
export const ADMIN_CARD_PAYMENTS_LIMIT = 100;

/**
 * POST …/card-payments/{id}/review. Loose on purpose, like the other admin bodies: a missing or bad field hears
 * validateCardPaymentReview's pt-BR text, not a schema error.
 */
export const AdminCardPaymentReviewBody = Type.Object({
  outcome: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  note: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
});
export type AdminCardPaymentReviewBody = Static<typeof AdminCardPaymentReviewBody>;

export const AdminCardPaymentReviewAnswer = Type.Object({ message: Type.String(), card_payment: AdminCardPayment });
export type AdminCardPaymentReviewAnswer = Static<typeof AdminCardPaymentReviewAnswer>;
