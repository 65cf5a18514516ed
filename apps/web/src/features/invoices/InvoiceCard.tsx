import { mergeClasses } from '@griffel/react';
import { Link } from 'react-router';
import { formatBrl, formatDateBr, isPaid } from '@central/domain';
import type { Invoice } from '@central/domain/api';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { StatusBadge } from '@/components/StatusBadge';
import { INVOICE_PATHS, invoiceContractLabel, invoiceStatusChip, listedAmount } from './invoice-display';

/** One invoice in a list; the whole card opens its detail. */
export function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const c = useCardStyles();
  return (
    <Link to={INVOICE_PATHS.detail(invoice.id)} className={mergeClasses(c.card, c.interactive)}>
      <span className={c.header}>
        <span className={c.title}>{invoiceContractLabel(invoice.contractId)}</span>
        <StatusBadge {...invoiceStatusChip(invoice.status)} />
      </span>
      <span className={c.amount}>{formatBrl(listedAmount(invoice))}</span>
      <span className={c.muted}>
        {FINANCIAL_TEXT.invoices.dueDate}: {formatDateBr(invoice.dueDate)}
      </span>
      {isPaid(invoice) && invoice.paymentDate && (
        <span className={c.muted}>
          {FINANCIAL_TEXT.invoices.paidOn}: {formatDateBr(invoice.paymentDate)}
        </span>
      )}
    </Link>
  );
}
