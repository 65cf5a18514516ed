import { Button } from '@fluentui/react-button';
import { LockOpenRegular } from '@fluentui/react-icons';
import { ConfirmDialog, useConfirmation } from '@/components/ConfirmDialog';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { useNotify } from '@/components/toaster';
import { errorMessage, isUnconfirmedWrite } from '@/lib/http';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { unlockContract } from './api';

const text = FINANCIAL_TEXT.contracts;

type Props = {
  contractId: string;
  /** The contract may have changed: read the list again. */
  onUnlocked: () => void;
  /**
   * An unlock the ERP did not confirm: the text asks to check the contract before trying again, so it stays in
   * the card (null when a new attempt starts).
   */
  onUnconfirmed: (text: string | null) => void;
};

/** 'Desbloqueio de Confiança' of a blocked contract, after a confirmation; IXC's answer is shown as it came. */
export function TrustUnlockButton({ contractId, onUnlocked, onUnconfirmed }: Props) {
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();

  const confirmation = useConfirmation(async () => {
    onUnconfirmed(null);
    try {
      const result = await unlockContract(contractId);
      if (result.type === 'success') {
        notify.success(result.message);
        onUnlocked();
      } else {
        notify.warning(result.message);
      }
    } catch (error) {
      if (isUnconfirmedWrite(error)) {
        onUnconfirmed(error.message);
        onUnlocked();
      } else if (!sessionExpired(error)) {
        notify.failure(errorMessage(error));
      }
    }
  });

  return (
    <ConfirmDialog
      {...confirmation}
      trigger={<Button icon={<LockOpenRegular />}>{text.trustUnlock}</Button>}
      title={text.trustUnlock}
      cancel={FINANCIAL_TEXT.common.cancel}
      confirm={FINANCIAL_TEXT.common.confirm}
    >
      {text.confirmUnlock(contractId)}
    </ConfirmDialog>
  );
}
