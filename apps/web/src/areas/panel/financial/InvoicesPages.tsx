import { Title2 } from '@fluentui/react-text';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { InvoiceCards } from '@/features/invoices/InvoiceCards';
import type { InvoiceListStatus } from '@/features/invoices/api';

function InvoicesPage({ status, title }: { status: InvoiceListStatus; title: string }) {
  usePageTitle(title);
  return (
    <>
      <Title2 as="h1">{title}</Title2>
      <InvoiceCards status={status} label={title} />
    </>
  );
}

export const InvoicesToPayPage = () => <InvoicesPage status="to_pay" title={FINANCIAL_TEXT.invoices.toPayTitle} />;

export const InvoicesReceivedPage = () => <InvoicesPage status="received" title={FINANCIAL_TEXT.invoices.receivedTitle} />;
