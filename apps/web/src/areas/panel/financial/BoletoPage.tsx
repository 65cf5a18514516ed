import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Title2 } from '@fluentui/react-text';
import { useParams } from 'react-router';
import { MESSAGES } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { CopyField } from '@/components/CopyField';
import { LoadFailure } from '@/components/LoadFailure';
import { useCardStyles } from '@/components/card-styles';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { useInvoiceDetail } from '@/features/invoices/api';
import { INVOICE_PATHS } from '@/features/invoices/invoice-display';
import { BoletoDownloadButton } from '@/features/invoices/BoletoDownloadButton';
import { InvoiceSummary } from './InvoiceSummary';
import { readFailed } from '@/lib/read-failed';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '640px', alignItems: 'flex-start' },
  label: { color: tokens.colorNeutralForeground2 },
});

const text = FINANCIAL_TEXT.invoices;

/** '.../payment/boleto': the digitable line to copy and the boleto PDF; without a digitable line there is no boleto to download. */
export function BoletoPage() {
  usePageTitle(text.boletoTitle);
  const { invoice_id: invoiceId = '' } = useParams();
  const read = useInvoiceDetail(invoiceId);
  const { data, error, mutate } = read;
  const c = useCardStyles();
  const s = useStyles();
  const line = data?.invoice.linhaDigitavel;

  return (
    <>
      <div>
        <BackButton to={INVOICE_PATHS.detail(invoiceId)} />
      </div>
      <Title2 as="h1">{text.boletoTitle}</Title2>
      {readFailed(read) ? (
        <LoadFailure
          text={failureText(error, MESSAGES.invoicesFailure)}
          onRetry={isApiError(error, 404) ? undefined : () => void mutate()}
        />
      ) : data && !error ? (
        <section className={mergeClasses(c.card, s.card)} aria-label={text.boletoTitle}>
          <InvoiceSummary invoice={data.invoice} />
          {line ? (
            <CopyField
              label={text.digitableLine}
              value={line}
              copyLabel={text.copyDigitableLine}
              copiedText={text.digitableLineCopied}
              rows={2}
            />
          ) : (
            <p>
              <span className={s.label}>{text.digitableLine}: </span>
              <Body1>{text.unavailable}</Body1>
            </p>
          )}
          {line && <BoletoDownloadButton invoiceId={invoiceId} />}
        </section>
      ) : (
        <CardListSkeleton count={1} />
      )}
    </>
  );
}
