import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { MESSAGES } from '../../strings/pt-BR';
import { FINANCIAL_TEXT } from '../../strings/financial.pt-BR';
import { useNotify } from '../../components/toaster';
import { savePdf } from '../../lib/download';
import { useSessionExpiry } from '../auth/useSessionExpiry';
import { downloadContract } from './api';

/** 'Baixar Contrato': the contract's PDF under the server's file name. */
export function ContractDownloadButton({ contractId }: { contractId: string }) {
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();

  async function download() {
    setPending(true);
    try {
      const file = await downloadContract(contractId);
      savePdf(file.fileName, file.contractBase64);
      notify.success(MESSAGES.contractDownloaded);
    } catch (error) {
      if (!sessionExpired(error)) notify.failure(MESSAGES.contractDownloadFailure);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      icon={pending ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabledFocusable={pending}
      onClick={() => void download()}
    >
      {FINANCIAL_TEXT.contracts.download}
    </Button>
  );
}
