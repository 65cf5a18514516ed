import { useId, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { formatBrl } from '@central/domain';
import type { AdminCardPayment } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { DataCell, DataRow, DataTable } from '@/components/DataTable';
import { LoadFailure } from '@/components/LoadFailure';
import { useCardPaymentsToReview } from '@/features/admin/card-payments-api';
import { MomentText } from '@/features/admin/MomentText';
import { isAuthFailure } from '@/features/admin/useAdminAuthFailure';
import { ReviewPaymentDialog } from './ReviewPaymentDialog';
import { readFailed } from '@/lib/read-failed';
import { useSectionStyles } from '@/features/admin/section-styles';

const text = ADMIN_TEXT.cardPayments;
const columns = text.columns;

const useStyles = makeStyles({
  id: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  // A card or an amount split over two lines reads as two values.
  nowrap: { whiteSpace: 'nowrap' },
});

/**
 * 'Pagamentos com cartão a revisar': the attempts the reconciliation could not settle, each with why and
 * what Cielo knows it by, and a review that records how the provider resolved it. Apart from the provider form: a
 * review is its own write, not part of Salvar.
 */
export function CardPaymentReviews({ clientId }: { clientId: string }) {
  const s = useStyles();
  const section = useSectionStyles();
  const read = useCardPaymentsToReview(clientId);
  const { data, error, mutate } = read;
  const [reviewing, setReviewing] = useState<AdminCardPayment | null>(null);
  const titleId = useId();

  let content;
  if (error && isAuthFailure(error)) content = null;
  else if (readFailed(read)) content = <LoadFailure text={text.loadFailure} onRetry={() => void mutate()} />;
  else if (!data) content = null;
  else if (data.card_payments.length === 0) content = <Body1>{text.empty}</Body1>;
  else
    content = (
      <DataTable label={text.title} columns={Object.values(columns)}>
        {data.card_payments.map((payment) => (
          <DataRow key={payment.id}>
            <DataCell label={columns.date}>
              <MomentText iso={payment.created_at} />
            </DataCell>
            <DataCell label={columns.customer}>{payment.customer_id}</DataCell>
            <DataCell label={columns.invoice}>{payment.invoice_id}</DataCell>
            <DataCell label={columns.card}>
              <span className={s.nowrap}>
                {text.card(payment.card_brand && (text.brands[payment.card_brand] ?? payment.card_brand), payment.card_last4)}
              </span>
            </DataCell>
            <DataCell label={columns.installments}>{text.installments(payment.installments)}</DataCell>
            <DataCell label={columns.total}>
              <span className={s.nowrap}>{formatBrl(payment.total_cents / 100)}</span>
            </DataCell>
            <DataCell label={columns.paymentId}>
              <span className={s.id}>{payment.gateway_payment_id ?? '—'}</span>
            </DataCell>
            <DataCell label={columns.reason}>{payment.review_reason ?? '—'}</DataCell>
            <DataCell label={columns.actions}>
              <Button size="small" aria-label={text.reviewLabel(payment.invoice_id)} onClick={() => setReviewing(payment)}>
                {text.review}
              </Button>
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    );

  return (
    <section className={section.section} aria-labelledby={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {text.title}
      </Subtitle2>
      <Body1>{text.hint}</Body1>
      {content}
      <ReviewPaymentDialog clientId={clientId} payment={reviewing} onClose={() => setReviewing(null)} />
    </section>
  );
}
