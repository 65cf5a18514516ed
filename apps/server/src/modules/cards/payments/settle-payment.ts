import { formatBrl, todayIn } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CieloGateway } from '../../../integrations/cielo';
import { createInvoiceGateway } from '../../../integrations/ixc/invoices';
import { createReceiptGateway, ReceiptRefusedError, type ReceiptGateway } from '../../../integrations/ixc/receipts';
import { ixcMoney } from '../../../integrations/ixc/values';
import type { IxcRow } from '../../../integrations/ixc/wire';
import type { AccountCache } from '../../../lib/account-cache';
import type { ActiveTenant } from '../../tenants/tenant-directory';
import type { CardPayments } from '../card-gateway-for';
import { factsOfSale, merchantOrderIdOf, receiptHistory, type SaleFacts } from './payment-rules';
import type { CardPayment, PaymentsStore } from './payments-store';

/** A sale Cielo still cannot find this long after the attempt began was never made (the request never reached it). */
export const SALE_NOT_MADE_AFTER_MS = 10 * 60_000;

/** Why an attempt needs a person (admin area), in the provider's words. */
export const REVIEW_REASONS = {
  severalSales: 'Mais de uma venda na Cielo para a mesma tentativa: confira e estorne as excedentes.',
  invoiceMissing:
    'A fatura não foi encontrada no IXC depois da cobrança no cartão: estorne o valor na Cielo ou registre a baixa manualmente.',
  paidElsewhere: 'A fatura foi paga por outro meio depois da cobrança no cartão: estorne o valor na Cielo.',
  canceled: 'A fatura foi cancelada no IXC depois da cobrança no cartão: estorne o valor na Cielo.',
  amountChanged: 'O valor em aberto da fatura mudou depois da cobrança no cartão: confira a baixa no IXC.',
  receiptRefused: (message: string) =>
    `O IXC recusou a baixa da fatura (${message}): registre a baixa manualmente ou estorne o valor na Cielo.`,
  notPaidAfterReceipt: 'A baixa foi registrada no IXC, mas a fatura não aparece como paga: confira a fatura.',
  capturedButDeclined:
    'A Cielo mostra uma venda capturada para uma tentativa registrada como recusada: registre a baixa ou estorne o valor.',
  voidedAfterDone: 'A venda foi cancelada ou estornada na Cielo depois de baixada no IXC: confira a fatura.',
  paidButOpen: 'A fatura consta como paga com cartão aqui, mas está em aberto no IXC: registre a baixa novamente.',
  amountMismatch: (receivedCents: number, chargedCents: number) =>
    `O IXC registrou ${formatBrl(receivedCents / 100)} recebidos nesta baixa, mas a cobrança no cartão foi de ${formatBrl(chargedCents / 100)}: confira a baixa.`,
} as const;

export interface SettlePorts {
  store: PaymentsStore;
  /** Drops the subscriber's cached bills once one is paid. */
  accounts: Pick<AccountCache, 'changed'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
  now?: () => Date;
}

export interface SettleContext {
  tenant: ActiveTenant;
  payments: CardPayments;
}

/**
 * Moves an attempt as far as the facts allow: a sent one by what Cielo says of its sale, a captured one
 * by recording the receipt in IXC, a recorded one by seeing the invoice paid. Each step is a compare-and-set in the
 * ledger, so the request, the retry job and the reconciliation can run it at once without doing anything twice.
 * Nothing here ever creates a sale. A gateway or ERP failure propagates with the attempt left where it was, for
 * the job runner to try again.
 */
export async function settlePayment(
  ports: SettlePorts,
  context: SettleContext,
  attempt: CardPayment,
  known?: SaleFacts,
): Promise<CardPayment> {
  let current = attempt;
  let facts = known;
  for (let step = 0; step < 4; step++) {
    let next: CardPayment | null = null;
    if (current.state === 'created' || current.state === 'sent') {
      next = await applySaleFacts(ports, context, current, facts ?? (await querySale(context.payments.gateway, current)));
      facts = undefined;
    } else if (current.state === 'captured') next = await recordReceipt(ports, context, current);
    else if (current.state === 'recorded') next = await confirmPaid(ports, context, current);
    if (!next || next.state === current.state) return next ?? (await ports.store.get(current.id)) ?? current;
    current = next;
  }
  return current;
}

async function applySaleFacts(
  ports: SettlePorts,
  context: SettleContext,
  attempt: CardPayment,
  facts: SaleFacts,
): Promise<CardPayment | null> {
  const open = ['created', 'sent'] as const;
  switch (facts.sale) {
    case 'captured':
      return ports.store.move(attempt.id, open, 'captured', {
        gatewayPaymentId: facts.paymentId,
        gatewayTid: facts.tid ?? null,
        returnCode: facts.returnCode ?? null,
        returnMessage: facts.returnMessage ?? null,
      });
    case 'authorized': {
      await ports.store.note(attempt.id, attempt.state, { gatewayPaymentId: facts.paymentId, gatewayTid: facts.tid ?? null });
      const update = await context.payments.gateway.capture(facts.paymentId);
      if (update.status !== 2) return ports.store.get(attempt.id);
      return ports.store.move(attempt.id, open, 'captured', {
        returnCode: update.returnCode ?? null,
        returnMessage: update.returnMessage ?? null,
      });
    }
    case 'declined':
      return ports.store.move(attempt.id, open, 'declined', {
        gatewayPaymentId: facts.paymentId ?? null,
        returnCode: facts.returnCode,
        returnMessage: facts.returnMessage,
      });
    case 'none': {
      const age = (ports.now?.() ?? new Date()).getTime() - attempt.createdAt.getTime();
      if (age < SALE_NOT_MADE_AFTER_MS) return null;
      return ports.store.move(attempt.id, open, 'declined', { returnMessage: 'Venda não encontrada na Cielo' });
    }
    case 'several':
      ports.log.error({ paymentAttempt: attempt.id, paymentIds: facts.paymentIds }, 'several gateway sales for one card payment attempt');
      return ports.store.move(attempt.id, open, 'needs_review', { reviewReason: REVIEW_REASONS.severalSales });
    case 'unknown':
      if (facts.paymentId) await ports.store.note(attempt.id, attempt.state, { gatewayPaymentId: facts.paymentId });
      return null;
  }
}

const centsOf = (reais: string | undefined) => Math.round(ixcMoney(reais) * 100);

/**
 * Records the captured payment in IXC (docs/product/cards.md#the-receipt-in-ixc). IXC has no idempotency, so the
 * invoice is read again first. `receiptSentAt` marks that a receipt may have gone out without its answer reaching us:
 * then the invoice's receipts are listed, and the one whose history carries this sale's PaymentId is ours (its id is
 * kept). Without one, an invoice found paid was paid by someone else (a double payment that a person must refund). The
 * invoice's own `tipo_recebimento` says nothing about who received it and is never read.
 */
async function recordReceipt(ports: SettlePorts, context: SettleContext, attempt: CardPayment): Promise<CardPayment | null> {
  const row = await createInvoiceGateway(context.tenant.ixc).findOwn(attempt.customerId, attempt.invoiceId);
  const review = (reviewReason: string) => ports.store.move(attempt.id, ['captured'], 'needs_review', { reviewReason });
  if (!row) return review(REVIEW_REASONS.invoiceMissing);
  if (row.status === 'C') return review(REVIEW_REASONS.canceled);
  const receipts = createReceiptGateway(context.tenant.ixc);
  if (attempt.receiptSentAt !== null) {
    const ours = await ourReceiptId(receipts, attempt);
    if (ours) return ports.store.move(attempt.id, ['captured'], 'recorded', { erpReceiptId: ours });
  }
  if (row.status === 'R') return review(REVIEW_REASONS.paidElsewhere);
  const dueCents = centsOf(row.valor) - centsOf(row.valor_recebido);
  if (dueCents !== attempt.amountCents) return review(REVIEW_REASONS.amountChanged);

  if (!(await ports.store.note(attempt.id, 'captured', { receiptSentAt: ports.now?.() ?? new Date() }))) return ports.store.get(attempt.id);
  try {
    const receiptId = await receipts.record({
      invoiceId: attempt.invoiceId,
      branchId: context.payments.settings.branchId ?? row.filial_id ?? '',
      accountId: context.payments.settings.accountId,
      planningAccountId: context.payments.settings.planningAccountId,
      receiptType: context.payments.settings.receiptType,
      date: todayIn(context.tenant.timezone),
      amount: attempt.amountCents / 100,
      history: receiptHistory(attempt),
    });
    return ports.store.move(attempt.id, ['captured'], 'recorded', { erpReceiptId: receiptId });
  } catch (error) {
    if (error instanceof ReceiptRefusedError) return review(REVIEW_REASONS.receiptRefused(error.ixcMessage));
    throw error;
  }
}

/** The id of the invoice's receipt whose history names this sale's PaymentId, or null when IXC has none. */
async function ourReceiptId(receipts: ReceiptGateway, attempt: CardPayment): Promise<string | null> {
  const paymentId = attempt.gatewayPaymentId;
  if (!paymentId) return null;
  const found = (await receipts.listOf(attempt.invoiceId)).find((receipt) => (receipt.historico ?? '').includes(paymentId));
  return found?.id || null;
}

/**
 * The receipt is in: the invoice is read back, and the attempt is done once it reads paid with what the receipt
 * meant to record. What IXC took in with this receipt is what it now says received less what was received before,
 * which was the invoice's value less the amount this attempt charged (recordReceipt checked that). A difference
 * (IXC reading '102,25' another way, say) goes to a person with both figures. The subscriber's cached bills are
 * dropped either way.
 */
async function confirmPaid(ports: SettlePorts, context: SettleContext, attempt: CardPayment): Promise<CardPayment | null> {
  const row: IxcRow | null = await createInvoiceGateway(context.tenant.ixc).findOwn(attempt.customerId, attempt.invoiceId);
  await ports.accounts.changed({ tenantId: attempt.tenantId, customerId: attempt.customerId });
  const review = (reviewReason: string) => ports.store.move(attempt.id, ['recorded'], 'needs_review', { reviewReason });
  if (!row) return review(REVIEW_REASONS.notPaidAfterReceipt);
  const receivedCents = centsOf(row.valor_recebido) - (centsOf(row.valor) - attempt.amountCents);
  if (receivedCents !== attempt.amountCents) {
    ports.log.warn(
      { paymentAttempt: attempt.id, receivedCents, chargedCents: attempt.amountCents },
      'IXC received another amount than the card receipt sent',
    );
    return review(REVIEW_REASONS.amountMismatch(receivedCents, attempt.amountCents));
  }
  if (row.status === 'R') return ports.store.move(attempt.id, ['recorded'], 'done');
  return review(REVIEW_REASONS.notPaidAfterReceipt);
}

/**
 * Asks Cielo what became of an attempt's sale: by its PaymentId when the ledger has one, otherwise by the
 * MerchantOrderId derived from the attempt (the only order id its sale can carry). Gateway failures propagate:
 * the caller keeps the attempt as it is and asks again later.
 */
export async function querySale(gateway: CieloGateway, attempt: CardPayment): Promise<SaleFacts> {
  if (attempt.gatewayPaymentId) return factsOfSale(await gateway.getSale(attempt.gatewayPaymentId));
  const paymentIds = await gateway.findSalesByOrder(merchantOrderIdOf(attempt));
  if (paymentIds.length === 0) return { sale: 'none' };
  if (paymentIds.length > 1) return { sale: 'several', paymentIds };
  return factsOfSale(await gateway.getSale(paymentIds[0]!));
}
