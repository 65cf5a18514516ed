import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Title2 } from '@fluentui/react-text';
import { useParams } from 'react-router';
import { FINANCIAL_TEXT } from '../../../strings/financial.pt-BR';
import { usePageTitle } from '../../../components/usePageTitle';
import { BackButton } from '../../../components/BackButton';
import { useCardStyles } from '../../../components/card-styles';
import { useInvoiceDetail } from '../../../features/invoices/api';
import { INVOICE_PATHS } from '../../../features/invoices/invoice-display';
import { PixCode } from '../../../features/invoices/PixCode';
import { InvoiceSummary } from './InvoiceSummary';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '640px' },
});

/** '.../payment/pix': the QR code and the copia e cola code. */
export function PixPage() {
  usePageTitle(FINANCIAL_TEXT.invoices.pixTitle);
  const { invoice_id: invoiceId = '' } = useParams();
  // Only for the summary line (already cached when coming from the detail); the PIX loads on its own.
  const { data } = useInvoiceDetail(invoiceId);
  const c = useCardStyles();
  const s = useStyles();

  return (
    <>
      <div>
        <BackButton to={INVOICE_PATHS.detail(invoiceId)} />
      </div>
      <Title2 as="h1">{FINANCIAL_TEXT.invoices.pixTitle}</Title2>
      <section className={mergeClasses(c.card, s.card)} aria-label={FINANCIAL_TEXT.invoices.pixTitle}>
        <InvoiceSummary invoice={data?.invoice} />
        <PixCode invoiceId={invoiceId} />
      </section>
    </>
  );
}
