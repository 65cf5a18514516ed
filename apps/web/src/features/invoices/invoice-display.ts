import { isPaid } from '@central/domain';
import type { Invoice, InvoiceStatus } from '@central/domain/api';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import type { StatusChip, StatusState } from '@/components/status-tones';

export const INVOICE_PATHS = {
  toPay: '/panel/financial/invoices/to-pay',
  received: '/panel/financial/invoices/received',
  detail: (id: string) => `/panel/financial/invoice/${encodeURIComponent(id)}`,
  boleto: (id: string) => `/panel/financial/invoice/${encodeURIComponent(id)}/payment/boleto`,
  pix: (id: string) => `/panel/financial/invoice/${encodeURIComponent(id)}/payment/pix`,
  card: (id: string) => `/panel/financial/invoice/${encodeURIComponent(id)}/payment/card`,
  newCard: (id: string) => `/panel/financial/invoice/${encodeURIComponent(id)}/payment/card/new`,
};

const STATES: Record<InvoiceStatus, StatusState> = { overdue: 'overdue', to_receive: 'open', partial: 'partial', received: 'paid' };

/** The status chip of docs/product/subscriber.md#invoices: its text and state. */
export function invoiceStatusChip(status: InvoiceStatus): StatusChip {
  return { text: FINANCIAL_TEXT.invoices.status[status], state: STATES[status] };
}

/** 'Contrato 2001', or 'Avulsa' for an invoice outside any contract. */
export function invoiceContractLabel(contractId: string | null): string {
  return contractId ? FINANCIAL_TEXT.invoices.contract(contractId) : FINANCIAL_TEXT.invoices.standalone;
}

/** What is still to pay when part was already received (a partial invoice), else null: the original value says it all. */
export function amountStillDue(invoice: Pick<Invoice, 'status' | 'value' | 'amountDue'>): number | null {
  return !isPaid(invoice) && invoice.amountDue !== invoice.value ? invoice.amountDue : null;
}

/** The figure an invoice card shows: what is still to pay while it is open (less any part received), its value once paid. */
export function listedAmount(invoice: Pick<Invoice, 'status' | 'value' | 'amountDue'>): number {
  return isPaid(invoice) ? invoice.value : invoice.amountDue;
}

/** A partial invoice in three figures, so the remaining amount is plain; null when nothing was received yet. */
export function partialAmounts(
  invoice: Pick<Invoice, 'status' | 'value' | 'amountDue'>,
): { original: number; received: number; due: number } | null {
  const due = amountStillDue(invoice);
  if (due === null) return null;
  return { original: invoice.value, received: Math.round((invoice.value - due) * 100) / 100, due };
}

/** Voltar from an invoice goes to the list it belongs to. */
export const invoiceListPath = (invoice: Pick<Invoice, 'status'>) => (isPaid(invoice) ? INVOICE_PATHS.received : INVOICE_PATHS.toPay);

/** The PIX QR image: the server sends a data: URL; a bare base64 PNG is accepted too. */
export function pixImageSrc(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}
