import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Title2 } from '@fluentui/react-text';
import { formatDateBr, isPaid } from '@central/domain';
import { useParams } from 'react-router';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { BackButton } from '@/components/BackButton';
import { useCardStyles } from '@/components/card-styles';
import { useInvoiceDetail } from '@/features/invoices/api';
import { INVOICE_PATHS } from '@/features/invoices/invoice-display';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { PixCode } from '@/features/invoices/PixCode';
import { InvoiceSummary } from './InvoiceSummary';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '640px' },
});

/** '.../payment/pix': the QR code and the copia e cola code; a paid invoice says so instead of asking IXC for a PIX. */
export function PixPage() {
  usePageTitle(FINANCIAL_TEXT.invoices.pixTitle);
  const { invoice_id: invoiceId = '' } = useParams();
  // The summary line and whether there is anything to pay (already cached when coming from the detail).
  const { data, error } = useInvoiceDetail(invoiceId);
  const invoice = data?.invoice;
  const c = useCardStyles();
  const s = useStyles();

  return (
    <>
      <div>
        <BackButton to={INVOICE_PATHS.detail(invoiceId)} />
      </div>
      <Title2 as="h1">{FINANCIAL_TEXT.invoices.pixTitle}</Title2>
      <section className={mergeClasses(c.card, s.card)} aria-label={FINANCIAL_TEXT.invoices.pixTitle}>
        {invoice && isPaid(invoice) ? (
          <Body1 role="status">
            {invoice.paymentDate
              ? FINANCIAL_TEXT.invoices.alreadyPaidOn(formatDateBr(invoice.paymentDate))
              : FINANCIAL_TEXT.invoices.alreadyPaid}
          </Body1>
        ) : invoice || error ? (
          <>
            <InvoiceSummary invoice={invoice} />
            <PixCode invoiceId={invoiceId} />
          </>
        ) : (
          <CardListSkeleton count={1} />
        )}
      </section>
    </>
  );
}
