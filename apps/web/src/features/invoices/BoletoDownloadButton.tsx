import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { MESSAGES } from '../../strings/pt-BR';
import { FINANCIAL_TEXT } from '../../strings/financial.pt-BR';
import { useNotify } from '../../components/toaster';
import { failureText } from '../../lib/failure-text';
import { savePdf } from '../../lib/download';
import { useSessionExpiry } from '../auth/useSessionExpiry';
import { downloadBoleto } from './api';

/** 'Baixar Boleto': saves the PDF under the server's name ('Boleto-{id} {DD-MM-YYYY}.pdf'). */
export function BoletoDownloadButton({ invoiceId }: { invoiceId: string }) {
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();

  async function download() {
    setPending(true);
    try {
      const file = await downloadBoleto(invoiceId);
      savePdf(file.fileName, file.base64);
    } catch (error) {
      if (!sessionExpired(error)) notify.failure(failureText(error, MESSAGES.invoiceDownloadFailure));
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      appearance="primary"
      icon={pending ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabledFocusable={pending}
      onClick={() => void download()}
    >
      {FINANCIAL_TEXT.invoices.downloadBoleto}
    </Button>
  );
}
