import { Button } from '@fluentui/react-button';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { MESSAGES } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { usePdfDownload } from '@/features/documents/usePdfDownload';
import { downloadContract } from './api';

/** 'Baixar Contrato': the contract's PDF under the server's file name. */
export function ContractDownloadButton({ contractId }: { contractId: string }) {
  const { pending, download } = usePdfDownload({ success: MESSAGES.contractDownloaded, failure: () => MESSAGES.contractDownloadFailure });
  const load = async () => {
    const file = await downloadContract(contractId);
    return { fileName: file.fileName, base64: file.contractBase64 };
  };

  return (
    <Button icon={pending ? <ButtonSpinner /> : <ArrowDownloadRegular />} disabledFocusable={pending} onClick={() => void download(load)}>
      {FINANCIAL_TEXT.contracts.download}
    </Button>
  );
}
