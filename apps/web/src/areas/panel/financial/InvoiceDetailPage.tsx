import { Title2 } from '@fluentui/react-text';
import { useParams } from 'react-router';
import { MESSAGES } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { useInvoiceDetail } from '@/features/invoices/api';
import { INVOICE_PATHS, invoiceListPath } from '@/features/invoices/invoice-display';
import { InvoiceDetails } from '@/features/invoices/InvoiceDetails';
import { PaymentNoticeBar } from '@/features/card-payments/PaymentNoticeBar';
import { useCardPayments } from '@/areas/panel/cards/useCardPayments';
import { useDeferredData } from '@/lib/use-deferred-data';
import { readFailed } from '@/lib/read-failed';

export function InvoiceDetailPage() {
  usePageTitle(FINANCIAL_TEXT.invoices.detailTitle);
  const { invoice_id: invoiceId = '' } = useParams();
  const read = useInvoiceDetail(invoiceId);
  const { data: arrived, error, mutate } = read;
  const data = useDeferredData(arrived, (detail) => detail.invoice.id === invoiceId);
  const cardPayments = useCardPayments();

  return (
    <>
      <div>
        <BackButton to={data ? invoiceListPath(data.invoice) : INVOICE_PATHS.toPay} />
      </div>
      <Title2 as="h1">{FINANCIAL_TEXT.invoices.detailTitle}</Title2>
      <PaymentNoticeBar />
      {readFailed(read) ? (
        // 'Fatura não encontrada.' comes from the server with the 404; retrying that would not help.
        <LoadFailure
          text={failureText(error, MESSAGES.invoicesFailure)}
          onRetry={isApiError(error, 404) ? undefined : () => void mutate()}
        />
      ) : data && !error ? (
        <InvoiceDetails detail={data} cardPayments={cardPayments} />
      ) : (
        <CardListSkeleton count={1} />
      )}
    </>
  );
}
