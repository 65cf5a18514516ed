import {
  CARD_MESSAGES,
  cardExpiryProblem,
  installmentPlan,
  isPaid,
  MESSAGES,
  todayIn,
  type CardBrand,
  type InstallmentPlan,
} from '@central/domain';
import type { CardPaymentResult, PayInvoiceBody } from '@central/domain/api';
import type { Account } from '../../../lib/account-cache';
import { AppError, badRequest, notFound, upstreamFailure } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/crypto';
import { CieloError } from '../../../integrations/cielo';
import type { Metrics } from '../../../metrics/metrics';
import { createInvoiceGateway } from '../../../integrations/ixc/invoices';
import { toInvoice } from '../../invoices/invoice-rules';
import { takePaymentAttempt, type CardAttemptDeps } from '../card-attempts';
import type { CardsStore } from '../cards-store';
import { PAYMENT_MESSAGES } from './payment-messages';
import { declineReason, factsOfOutcome, installmentsOf, merchantOrderIdOf, type SaleFacts } from './payment-rules';
import type { CardPayment } from './payments-store';
import { querySale, settlePayment, type SettleContext, type SettlePorts } from './settle-payment';

/** What paying needs: the settle step's ports, the saved card, the limiter and the settle job. */
export type PayInvoiceDeps = SettlePorts & {
  /** The saved card to charge. */
  cards: Pick<CardsStore, 'chargeable'>;
  /** Opens the saved card's gateway token. */
  box: Pick<SecretBox, 'open'>;
  attempts: CardAttemptDeps;
  /** Hands an unsettled attempt to the background (the settle job): it finishes what this request could not. */
  settleLater(attempt: CardPayment): Promise<void>;
  /** Counts each payment by how this request left it: paid, processing, under_review or declined (gateway_refused). */
  metrics?: Pick<Metrics, 'cardPayments'>;
};

export interface Payer {
  account: Account;
  customerName: string;
}

export const paymentInProgress = () => new AppError('CARD_PAYMENT_IN_PROGRESS', 409, PAYMENT_MESSAGES.inProgress);
const invoiceAlreadyPaid = () => new AppError('INVOICE_ALREADY_PAID', 409, MESSAGES.invoiceAlreadyPaid);

/** The amount still due of one of the subscriber's open invoices, read fresh from the ERP (never from a cache). */
export async function amountDueCents(context: SettleContext, account: Account, invoiceId: string): Promise<number> {
  const row = /^\d{1,12}$/.test(invoiceId) ? await createInvoiceGateway(context.tenant.ixc).findOwn(account.customerId, invoiceId) : null;
  const invoice = row ? toInvoice(row, todayIn(context.tenant.timezone)) : null;
  if (!invoice) throw notFound('INVOICE_NOT_FOUND', MESSAGES.invoiceNotFound);
  if (isPaid(invoice)) throw invoiceAlreadyPaid();
  const cents = Math.round(invoice.amountDue * 100);
  if (cents <= 0) throw new AppError('NOTHING_DUE', 409, PAYMENT_MESSAGES.nothingDue);
  return cents;
}

export type PayOutcome = { statusCode: 200 | 202; body: CardPaymentResult };

/**
 * Pays one of the subscriber's open invoices with one of their saved cards (docs/product/cards.md#paying-an-invoice):
 * 1. the rules that cost nothing: installments, the card, the invoice and what is still due, no live attempt;
 * 2. an attempt in the ledger (`created`), which the one-live-attempt index grants to one request per invoice;
 * 3. `sent`, then the sale at Cielo, whose MerchantOrderId and RequestId are the attempt's;
 * 4. the settle step: capture if owed, the ERP receipt, the invoice seen paid.
 * A lost answer at step 3 is settled by querying the order, never by sending it again; whatever this request
 * cannot finish, the settle job does, and the subscriber hears that the payment is being processed.
 */
export async function payInvoice(ports: PayInvoiceDeps, context: SettleContext, payer: Payer, body: PayInvoiceBody): Promise<PayOutcome> {
  const { account } = payer;
  const installments = installmentsOf(body.installments);
  const card = await ports.cards.chargeable(account, body.cardId);
  if (cardExpiryProblem(card.expiry, todayIn(context.tenant.timezone))) throw badRequest('CARD_EXPIRED', CARD_MESSAGES.expired);
  const dueCents = await amountDueCents(context, account, body.invoiceId);
  const plan = installmentPlan(dueCents, installments, context.payments.settings.interestRatePercent);
  if (await ports.store.live(account.tenantId, body.invoiceId)) throw paymentInProgress();

  await takePaymentAttempt(ports.attempts, account, PAYMENT_MESSAGES.tooManyPayments);
  const opened = await ports.store.open({
    tenantId: account.tenantId,
    customerId: account.customerId,
    invoiceId: body.invoiceId,
    cardId: card.id,
    cardBrand: card.brand,
    cardLast4: card.last4,
    installments,
    amountCents: dueCents,
    totalCents: plan.totalCents,
  });
  if ('live' in opened) throw paymentInProgress();
  const sent = await ports.store.move(opened.opened.id, ['created'], 'sent');
  if (!sent) throw paymentInProgress();

  const facts = await sendSale(ports, context, sent, {
    token: ports.box.open(card.gatewayToken, context.tenant.clientId),
    brand: card.brand as CardBrand,
    customerName: payer.customerName || card.holder,
  });
  let settled: CardPayment;
  try {
    settled = await settlePayment(ports, context, sent, facts);
  } catch (error) {
    ports.log.warn({ err: error, paymentAttempt: sent.id }, 'card payment left to the settle job');
    settled = (await ports.store.get(sent.id)) ?? sent;
  }
  return answer(ports, settled, plan);
}

/** The sale, read as facts; a lost answer is looked up once by its order id right away (Cielo has no dedupe). */
async function sendSale(
  ports: PayInvoiceDeps,
  context: SettleContext,
  attempt: CardPayment,
  card: { token: string; brand: CardBrand; customerName: string },
): Promise<SaleFacts> {
  try {
    const outcome = await context.payments.gateway.sale({
      merchantOrderId: merchantOrderIdOf(attempt),
      requestId: attempt.id,
      amountCents: attempt.totalCents,
      installments: attempt.installments,
      cardToken: card.token,
      brand: card.brand,
      customerName: card.customerName,
    });
    const facts = factsOfOutcome(outcome);
    if (facts.sale !== 'unknown' || facts.paymentId) return facts;
    ports.log.warn(
      { paymentAttempt: attempt.id, reason: outcome.outcome === 'unknown' ? outcome.reason : undefined },
      'card sale answer lost; asking Cielo by order id',
    );
    return await querySale(context.payments.gateway, attempt).catch(() => facts);
  } catch (error) {
    // Cielo refused the request itself (400, 401…): no sale exists. A refused field is the card's problem; refused
    // credentials are the provider's, and logged as an error for the operator.
    if (!(error instanceof CieloError)) throw error;
    await ports.store.move(attempt.id, ['sent'], 'declined', { returnMessage: `${error.failure}: ${error.message}`.slice(0, 500) });
    ports.metrics?.cardPayments.inc({ outcome: error.failure === 'rejected' ? 'declined' : 'gateway_refused' });
    if (error.failure === 'rejected') throw new AppError('CARD_DECLINED', 402, PAYMENT_MESSAGES.declinedDefault);
    ports.log.error(
      { failure: error.failure, operation: error.operation, httpStatus: error.httpStatus },
      'card gateway refused the provider settings',
    );
    throw upstreamFailure(502);
  }
}

async function answer(ports: PayInvoiceDeps, attempt: CardPayment, plan: InstallmentPlan): Promise<PayOutcome> {
  ports.metrics?.cardPayments.inc({ outcome: PAYMENT_OUTCOMES[attempt.state] ?? 'processing' });
  if (attempt.state === 'declined') throw new AppError('CARD_DECLINED', 402, declineReason(attempt.returnCode));
  const payment = { id: attempt.id, invoiceId: attempt.invoiceId, ...plan };
  if (attempt.state === 'done')
    return { statusCode: 200, body: { message: PAYMENT_MESSAGES.paid, payment: { ...payment, status: 'paid' } } };
  if (attempt.state !== 'needs_review') await ports.settleLater(attempt);
  const message =
    attempt.state === 'created' || attempt.state === 'sent'
      ? PAYMENT_MESSAGES.processing
      : attempt.state === 'needs_review'
        ? PAYMENT_MESSAGES.underReview
        : PAYMENT_MESSAGES.approvedRecording;
  return { statusCode: 202, body: { message, payment: { ...payment, status: 'processing' } } };
}

/** The card payment counter's outcome of the state a request leaves an attempt in; any other state is 'processing'. */
const PAYMENT_OUTCOMES: Partial<Record<CardPayment['state'], string>> = {
  done: 'paid',
  declined: 'declined',
  needs_review: 'under_review',
};
