import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { formatBrl, formatDateBr } from '@central/domain';
import type { Invoice } from '@central/domain/api';
import { FINANCIAL_TEXT } from '../../../strings/financial.pt-BR';
import { invoiceContractLabel } from '../../../features/invoices/invoice-display';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalL}`, color: tokens.colorNeutralForeground2 },
  value: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Which invoice a payment page is about: contract, due date and value on one line. */
export function InvoiceSummary({ invoice }: { invoice: Invoice | undefined }) {
  const s = useStyles();
  if (!invoice) return null;
  return (
    <p className={s.root}>
      <span>{invoiceContractLabel(invoice.contractId)}</span>
      <span>
        {FINANCIAL_TEXT.invoices.dueDate}: {formatDateBr(invoice.dueDate)}
      </span>
      <span className={s.value}>{formatBrl(invoice.value)}</span>
    </p>
  );
}
