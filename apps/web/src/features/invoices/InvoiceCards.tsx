import { Body1 } from '@fluentui/react-text';
import { MESSAGES } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { CardGrid } from '@/components/CardGrid';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { useInvoices, type InvoiceListStatus } from './api';
import { InvoiceCard } from './InvoiceCard';
import { useDeferredData } from '@/lib/use-deferred-data';
import { readFailed } from '@/lib/read-failed';

const EMPTY: Record<InvoiceListStatus, string> = {
  to_pay: FINANCIAL_TEXT.invoices.toPayEmpty,
  received: FINANCIAL_TEXT.invoices.receivedEmpty,
};

type Props = { status: InvoiceListStatus; label: string; limit?: number };

/** Open or paid invoices as cards, in the server's order; `limit` keeps only the first ones (home). */
export function InvoiceCards({ status, label, limit }: Props) {
  const read = useInvoices(status);
  const { data: arrived, error, mutate } = read;
  const data = useDeferredData(arrived);
  if (readFailed(read)) return <LoadFailure text={MESSAGES.invoicesFailure} onRetry={() => void mutate()} />;
  if (!data || error) return <CardListSkeleton count={limit ?? 3} />;

  const invoices = limit === undefined ? data.invoices : data.invoices.slice(0, limit);
  if (invoices.length === 0) return <Body1>{EMPTY[status]}</Body1>;
  return (
    <CardGrid items={invoices} itemKey={(invoice) => invoice.id} label={label}>
      {(invoice) => <InvoiceCard invoice={invoice} />}
    </CardGrid>
  );
}
