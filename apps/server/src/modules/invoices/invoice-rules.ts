import { addDays, addMonths, type IsoDate } from '@central/domain';
import type { Invoice, InvoiceCardPayment, PaymentType } from '@central/domain/api';
import type { IxcRow } from '../../integrations/ixc/wire';
import { ixcDate, ixcId, ixcMoney } from '../../integrations/ixc/values';

export type InvoiceWindow = '15_days' | '1_month';

export const PAID_LIST_LIMIT = 12;

/**
 * An fn_areceber row as the subscriber sees it (docs/product/subscriber.md#invoices), or null for rows never shown:
 * canceled (C), hidden (liberado N) or without a due date.
 * - R is received; P with money received is partial.
 * - A, and P with 0.00 received, are to receive, or overdue when the due date is before today (the
 *   provider's today: a bill due today is not overdue).
 */
export function toInvoice(row: IxcRow, today: IsoDate): Invoice | null {
  const dueDate = ixcDate(row.data_vencimento);
  if (row.status === 'C' || row.liberado === 'N' || !dueDate) return null;
  if (row.status !== 'A' && row.status !== 'R' && row.status !== 'P') return null;
  const received = row.status === 'R';
  const partial = row.status === 'P' && ixcMoney(row.valor_recebido) > 0;
  return {
    id: row.id ?? '',
    contractId: ixcId(row.id_contrato) ?? ixcId(row.id_contrato_avulso),
    status: received ? 'received' : partial ? 'partial' : dueDate < today ? 'overdue' : 'to_receive',
    value: ixcMoney(row.valor),
    amountDue: received ? 0 : amountDueOf(row),
    dueDate,
    paymentDate: received || partial ? ixcDate(row.pagamento_data) : null,
    paymentType: received ? paymentTypeOf(row) : null,
    linhaDigitavel: received ? null : (row.linha_digitavel ?? '').trim() || null,
  };
}

/** What is left to pay, to the cent: IXC keeps `valor_recebido` on partial bills (0.00 on the others). */
function amountDueOf(row: IxcRow): number {
  const cents = Math.round(ixcMoney(row.valor) * 100) - Math.round(ixcMoney(row.valor_recebido) * 100);
  return Math.max(0, cents) / 100;
}

function paymentTypeOf(row: IxcRow): PaymentType | null {
  const kind = (row.tipo_recebimento ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (kind === 'pix' || row.recebido_via_pix === 'S') return 'pix';
  // A provider may name its card receipts 'Cartão', 'Cartão de crédito'…
  if (kind.startsWith('cartao') || ixcId(row.tipo_pagamento_cartao)) return 'credit_card';
  if (kind === 'boleto') return 'boleto';
  return null;
}

/** The last day a bill still 'to receive' enters the open list: today plus the provider's window. */
export function windowEnd(today: IsoDate, window: InvoiceWindow): IsoDate {
  return window === '1_month' ? addMonths(today, 1) : addDays(today, 15);
}

/**
 * Faturas Abertas: every overdue and partial bill, and those to receive due within the window; the most
 * urgent first (due date ascending: the API's descending order, reversed for open lists).
 */
export function openInvoices(invoices: Invoice[], today: IsoDate, window: InvoiceWindow): Invoice[] {
  const end = windowEnd(today, window);
  return invoices
    .filter(
      (invoice) =>
        invoice.status === 'overdue' || invoice.status === 'partial' || (invoice.status === 'to_receive' && invoice.dueDate <= end),
    )
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || Number(a.id) - Number(b.id));
}

/** Faturas Pagas: the latest 12 paid bills, newest due date first. */
export function paidInvoices(invoices: Invoice[]): Invoice[] {
  return invoices
    .filter((invoice) => invoice.status === 'received')
    .sort((a, b) => b.dueDate.localeCompare(a.dueDate) || Number(b.id) - Number(a.id))
    .slice(0, PAID_LIST_LIMIT);
}

/** What 'Pago com cartão' shows of the card payment that paid an invoice: its plan and the total charged, interest included. */
export function invoiceCardPayment(attempt: {
  installments: number;
  totalCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
}): InvoiceCardPayment {
  return { installments: attempt.installments, total: attempt.totalCents / 100, brand: attempt.cardBrand, last4: attempt.cardLast4 };
}
