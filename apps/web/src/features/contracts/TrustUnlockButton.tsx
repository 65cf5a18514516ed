import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-dialog';
import { Spinner } from '@fluentui/react-spinner';
import { LockOpenRegular } from '@fluentui/react-icons';
import { FINANCIAL_TEXT } from '../../strings/financial.pt-BR';
import { useNotify } from '../../components/toaster';
import { errorMessage } from '../../lib/http';
import { useSessionExpiry } from '../auth/useSessionExpiry';
import { unlockContract } from './api';

const text = FINANCIAL_TEXT.contracts;

/** 'Desbloqueio de Confiança' of a blocked contract, after a confirmation; IXC's answer is shown as it came. */
export function TrustUnlockButton({ contractId, onUnlocked }: { contractId: string; onUnlocked: () => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();

  async function unlock() {
    setPending(true);
    try {
      const result = await unlockContract(contractId);
      if (result.type === 'success') {
        notify.success(result.message);
        onUnlocked();
      } else {
        notify.warning(result.message);
      }
    } catch (error) {
      if (!sessionExpired(error)) notify.failure(errorMessage(error));
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
              icon={pending ? <Spinner size="tiny" /> : undefined}
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
