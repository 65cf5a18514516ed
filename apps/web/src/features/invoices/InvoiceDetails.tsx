import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle1 } from '@fluentui/react-text';
import { formatBrl, formatDateBr, isPaid } from '@central/domain';
import type { InvoiceDetail } from '@central/domain/api';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { DescriptionList } from '@/components/DescriptionList';
import { LinkButton } from '@/components/LinkButton';
import { StatusBadge } from '@/components/StatusBadge';
import { formatAddress } from '@/lib/address';
import { INVOICE_PATHS, invoiceContractLabel, invoiceStatusChip, partialAmounts } from './invoice-display';
import { paidByCard } from './paid-by-card';
import { PixCode } from './PixCode';
import { RegularizationContact } from './RegularizationContact';

const useStyles = makeStyles({
  section: { gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const text = FINANCIAL_TEXT.invoices;

type Props = { detail: InvoiceDetail; /** The credit_card flag: 'Pagar via' offers Cartão. */ cardPayments: boolean };

/** The invoice detail of docs/product/subscriber.md#invoices; a paid invoice is read-only, an unpaid one offers its ways to pay. */
export function InvoiceDetails({ detail: { invoice, contract, cardPayment }, cardPayments }: Props) {
  const c = useCardStyles();
  const s = useStyles();
  const section = mergeClasses(c.card, s.section);
  const partial = partialAmounts(invoice);
  const byCard = cardPayment ? paidByCard(cardPayment) : null;
  return (
    <>
      <section className={section} aria-label={text.detailTitle}>
        <DescriptionList
          items={[
            {
              term: text.contractLabel,
              description: contract?.description
                ? `${invoiceContractLabel(invoice.contractId)} - ${contract.description}`
                : invoiceContractLabel(invoice.contractId),
            },
            { term: text.statusLabel, description: <StatusBadge {...invoiceStatusChip(invoice.status)} /> },
            { term: text.dueDate, description: formatDateBr(invoice.dueDate) },
            invoice.paymentDate !== null && { term: text.paymentDate, description: formatDateBr(invoice.paymentDate) },
            invoice.paymentType !== null && { term: text.paymentTypeLabel, description: text.paymentType[invoice.paymentType] },
            { term: text.originalValue, description: formatBrl(invoice.value) },
            byCard !== null && { term: text.paidByCard, description: byCard.plan },
            byCard !== null && { term: text.chargedTotal, description: byCard.total },
            partial !== null && { term: text.receivedValue, description: formatBrl(partial.received) },
            partial !== null && { term: text.amountDue, description: <strong>{formatBrl(partial.due)}</strong> },
            contract !== null && { term: text.address, description: formatAddress(contract.address) },
          ]}
        />
      </section>
      {!isPaid(invoice) && (
        <>
          <section className={section} aria-labelledby="invoice-pix">
            <Subtitle1 as="h2" id="invoice-pix">
              {text.pixHeading}
            </Subtitle1>
            <PixCode invoiceId={invoice.id} />
          </section>
          <section className={section} aria-labelledby="invoice-pay-with">
            <Subtitle1 as="h2" id="invoice-pay-with">
              {text.payWith}
            </Subtitle1>
            <div className={s.actions}>
              {cardPayments && <LinkButton to={INVOICE_PATHS.card(invoice.id)}>{text.card}</LinkButton>}
              {invoice.linhaDigitavel && <LinkButton to={INVOICE_PATHS.boleto(invoice.id)}>{text.boleto}</LinkButton>}
              <LinkButton to={INVOICE_PATHS.pix(invoice.id)}>{text.pix}</LinkButton>
              {!invoice.linhaDigitavel && <RegularizationContact />}
            </div>
          </section>
        </>
      )}
    </>
  );
}
