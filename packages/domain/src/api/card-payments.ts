import { Type, type Static } from 'typebox';

/**
 * Paying an invoice with a saved card (docs/product/subscriber.md#paying-by-card, /api/payment). Amounts are in cents:
 * the figures charged are the server's, and the screen shows exactly those before the subscriber confirms.
 */

/** One way to split the amount due: n installments of `installmentCents`, the last one absorbing the rounding. */
export const InstallmentOption = Type.Object({
  installments: Type.Integer({ minimum: 1, maximum: 3 }),
  installmentCents: Type.Integer(),
  lastInstallmentCents: Type.Integer(),
  totalCents: Type.Integer(),
});
export type InstallmentOption = Static<typeof InstallmentOption>;

/** GET /api/payment/pay/invoice/{invoiceId}: what the payment screen offers for one open invoice. */
export const CardPaymentOptions = Type.Object({
  invoiceId: Type.String(),
  /** What is still due: `valor` less `valor_recebido`, the same figure as the invoice screen and the PIX. */
  amountDueCents: Type.Integer(),
  /** The provider's monthly interest, compounding by installment count (docs/product/subscriber.md#paying-by-card), e.g. 2.35. */
  interestRatePercent: Type.Number(),
  plans: Type.Array(InstallmentOption),
  /** A card payment of this invoice is already under way (or awaiting review): paying again is refused. */
  paymentInProgress: Type.Boolean(),
});
export type CardPaymentOptions = Static<typeof CardPaymentOptions>;

export const CardPaymentParams = Type.Object({ invoiceId: Type.String({ maxLength: 20 }) });
export type CardPaymentParams = Static<typeof CardPaymentParams>;

/**
 * POST /api/payment/pay/invoice (docs/product/subscriber.md#paying-by-card). `installments` is loose on purpose, so
 * that anything but an integer from 1 to 3 hears its own text (docs/product/cards.md#paying-an-invoice) rather than a
 * schema error.
 */
export const PayInvoiceBody = Type.Object({
  cardId: Type.String({ maxLength: 64 }),
  invoiceId: Type.String({ maxLength: 20 }),
  installments: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 10 }), Type.Null()])),
});
export type PayInvoiceBody = Static<typeof PayInvoiceBody>;

/**
 * - `paid`: charged and recorded in the ERP: the invoice now reads paid.
 * - `processing`: charged, or possibly charged, and not yet settled: the server finishes it in the background and
 *   the invoice turns paid within minutes. Never pay again meanwhile.
 */
export const CardPaymentStatus = Type.Union([Type.Literal('paid'), Type.Literal('processing')]);
export type CardPaymentStatus = Static<typeof CardPaymentStatus>;

/** 200 (paid) or 202 (processing) to POST /api/payment/pay/invoice. A declined card is a 402 with the reason. */
export const CardPaymentResult = Type.Object({
  message: Type.String(),
  payment: Type.Object({
    id: Type.String(),
    invoiceId: Type.String(),
    status: CardPaymentStatus,
    installments: Type.Integer(),
    installmentCents: Type.Integer(),
    lastInstallmentCents: Type.Integer(),
    totalCents: Type.Integer(),
  }),
});
export type CardPaymentResult = Static<typeof CardPaymentResult>;
