import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Title2 } from '@fluentui/react-text';
import { AddRegular } from '@fluentui/react-icons';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { CARD_MESSAGES } from '@central/domain';
import type { CardPaymentResult } from '@central/domain/api';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LinkButton } from '@/components/LinkButton';
import { LoadFailure } from '@/components/LoadFailure';
import { useCardStyles } from '@/components/card-styles';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { useCards } from '@/features/cards/api';
import { useCardPaymentOptions } from '@/features/card-payments/api';
import { CardPaymentForm } from '@/features/card-payments/CardPaymentForm';
import { addedCardIn, paymentNoticeState } from '@/features/card-payments/route-state';
import { useInvoiceDetail } from '@/features/invoices/api';
import { INVOICE_PATHS } from '@/features/invoices/invoice-display';
import { InvoiceSummary } from '@/areas/panel/financial/InvoiceSummary';
import { useCardPayments } from './useCardPayments';
import { readFailed } from '@/lib/read-failed';

const text = FINANCIAL_TEXT.cardPayment;

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalL, maxWidth: '640px' },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

/** '.../payment/card' (docs/product/subscriber.md#paying-by-card): pick a saved card and 1x to 3x, confirm, back to the invoice. */
export function InvoiceCardPaymentPage() {
  usePageTitle(text.title);
  const enabled = useCardPayments();
  const { invoice_id: invoiceId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Only for the summary line (already cached when coming from the detail).
  const { data: detail } = useInvoiceDetail(invoiceId);
  const options = useCardPaymentOptions(invoiceId, enabled);
  const cards = useCards(enabled);
  const c = useCardStyles();
  const s = useStyles();
  if (!enabled) return <Navigate to="/panel" replace />;

  async function paid(result: CardPaymentResult) {
    await navigate(INVOICE_PATHS.detail(invoiceId), { state: paymentNoticeState(result) });
  }

  let content;
  if (readFailed(options)) {
    // Not this subscriber's, or already paid: the server's words, and nothing to retry.
    const final = isApiError(options.error, 404) || isApiError(options.error, 409);
    content = (
      <LoadFailure text={failureText(options.error, text.optionsFailure)} onRetry={final ? undefined : () => void options.mutate()} />
    );
  } else if (readFailed(cards)) {
    content = <LoadFailure text={CARD_MESSAGES.cardListFailure} onRetry={() => void cards.mutate()} />;
  } else if (!options.data || options.error || !cards.data || cards.error) {
    content = <CardListSkeleton count={1} />;
  } else if (cards.data.length === 0) {
    content = (
      <div className={s.empty}>
        <Body1>{text.noCards}</Body1>
        <LinkButton to={INVOICE_PATHS.newCard(invoiceId)} appearance="primary" icon={<AddRegular />}>
          {text.addFirstCard}
        </LinkButton>
      </div>
    );
  } else {
    content = (
      <CardPaymentForm
        options={options.data}
        cards={cards.data}
        preferredCardId={addedCardIn(location.state)}
        addCardPath={INVOICE_PATHS.newCard(invoiceId)}
        onPaid={paid}
      />
    );
  }

  return (
    <>
      <div>
        <BackButton to={INVOICE_PATHS.detail(invoiceId)} />
      </div>
      <Title2 as="h1">{text.title}</Title2>
      <section className={mergeClasses(c.card, s.card)} aria-label={text.title}>
        <InvoiceSummary invoice={detail?.invoice} />
        {content}
      </section>
    </>
  );
}
