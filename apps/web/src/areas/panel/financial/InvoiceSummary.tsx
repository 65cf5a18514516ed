import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { formatBrl, formatDateBr } from '@central/domain';
import type { Invoice } from '@central/domain/api';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { amountStillDue, invoiceContractLabel, listedAmount } from '@/features/invoices/invoice-display';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalL}`, color: tokens.colorNeutralForeground2 },
  value: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** Which invoice a payment page is about: contract, due date and the amount to pay on one line, plus the original value of a partial one. */
export function InvoiceSummary({ invoice }: { invoice: Invoice | undefined }) {
  const s = useStyles();
  if (!invoice) return null;
  const due = amountStillDue(invoice);
  return (
    <p className={s.root}>
      <span>{invoiceContractLabel(invoice.contractId)}</span>
      <span>
        {FINANCIAL_TEXT.invoices.dueDate}: {formatDateBr(invoice.dueDate)}
      </span>
      <span>
        {FINANCIAL_TEXT.invoices.amountDue}: <span className={s.value}>{formatBrl(listedAmount(invoice))}</span>
      </span>
      {due !== null && (
        <span>
          {FINANCIAL_TEXT.invoices.originalValue}: {formatBrl(invoice.value)}
        </span>
      )}
    </p>
  );
}
