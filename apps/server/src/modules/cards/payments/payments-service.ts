import { installmentPlans } from '@central/domain';
import type { CardPaymentOptions, PayInvoiceBody } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Account } from '../../../lib/account-cache';
import type { ActiveTenant } from '../../tenants/tenant-directory';
import type { CardGateways, CardPayments } from '../card-gateway-for';
import { amountDueCents, payInvoice, type PayInvoiceDeps, type Payer, type PayOutcome } from './pay-invoice';
import type { SettleContext } from './settle-payment';

/** What paying needs (the request's log apart), and the gateways the gate reaches. */
export type PaymentsPorts = Omit<PayInvoiceDeps, 'log'> & {
  gateways: Pick<CardGateways, 'paymentsFor'>;
};

/** Paying an invoice with a saved card (docs/product/cards.md#paying-an-invoice). */
export interface PaymentsService {
  /** The provider's card gateway and settings, or null when it offers no card payment. */
  paymentsFor(tenant: ActiveTenant): Promise<CardPayments | null>;
  /** What the payment screen shows: the amount due, the installment plans, and whether a payment is under way. */
  options(context: SettleContext, account: Account, invoiceId: string): Promise<CardPaymentOptions>;
  /** Pays the invoice: 200 when it is paid, 202 while the background finishes it (pay-invoice.ts). */
  pay(context: SettleContext, payer: Payer, body: PayInvoiceBody, log: FastifyBaseLogger): Promise<PayOutcome>;
}

export function createPaymentsService(ports: PaymentsPorts): PaymentsService {
  return {
    paymentsFor: (tenant) => ports.gateways.paymentsFor(tenant),
    async options(context, account, invoiceId) {
      const [dueCents, live] = await Promise.all([
        amountDueCents(context, account, invoiceId),
        ports.store.live(account.tenantId, invoiceId),
      ]);
      const rate = context.payments.settings.interestRatePercent;
      return {
        invoiceId,
        amountDueCents: dueCents,
        interestRatePercent: rate,
        plans: installmentPlans(dueCents, rate),
        paymentInProgress: live !== null,
      };
    },
    pay: (context, payer, body, log) => payInvoice({ ...ports, log }, context, payer, body),
  };
}
