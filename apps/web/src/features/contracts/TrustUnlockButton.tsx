import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-dialog';
import { LockOpenRegular } from '@fluentui/react-icons';
import { ButtonSpinner } from '@/components/ButtonSpinner';
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
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();

  async function unlock() {
    setPending(true);
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
    } finally {
      setPending(false);
      setOpen(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !pending && setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<LockOpenRegular />}>{text.trustUnlock}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text.trustUnlock}</DialogTitle>
          <DialogContent>{text.confirmUnlock(contractId)}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary" disabled={pending}>
                {FINANCIAL_TEXT.common.cancel}
              </Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              disabledFocusable={pending}
              icon={pending ? <ButtonSpinner /> : undefined}
              onClick={() => void unlock()}
            >
              {FINANCIAL_TEXT.common.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
