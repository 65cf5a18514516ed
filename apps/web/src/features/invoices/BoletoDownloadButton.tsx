import { Button } from '@fluentui/react-button';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { MESSAGES } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { failureText } from '@/lib/failure-text';
import { usePdfDownload } from '@/features/documents/usePdfDownload';
import { downloadBoleto } from './api';

/** 'Baixar Boleto': saves the PDF under the server's name ('Boleto-{id} {DD-MM-YYYY}.pdf'). */
export function BoletoDownloadButton({ invoiceId }: { invoiceId: string }) {
  const { pending, download } = usePdfDownload({ failure: (error) => failureText(error, MESSAGES.invoiceDownloadFailure) });

  return (
    <Button
      appearance="primary"
      icon={pending ? <ButtonSpinner /> : <ArrowDownloadRegular />}
      disabledFocusable={pending}
      onClick={() => void download(() => downloadBoleto(invoiceId))}
    >
      {FINANCIAL_TEXT.invoices.downloadBoleto}
    </Button>
  );
}
