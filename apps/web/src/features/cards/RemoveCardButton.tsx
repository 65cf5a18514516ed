import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-dialog';
import { DeleteRegular } from '@fluentui/react-icons';
import type { SavedCard } from '@central/domain/api';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { TEXT } from '@/strings/pt-BR';
import { useNotify } from '@/components/toaster';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { useCardWrites } from './api';

const text = TEXT.cards;

/** 'Excluir' a saved card after a confirm dialog; the server's answer is the toast. */
export function RemoveCardButton({ card }: { card: SavedCard }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const writes = useCardWrites();
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();

  async function remove() {
    setPending(true);
    try {
      const removed = await writes.remove(card.uuid);
      notify.success(removed.message);
    } catch (error) {
      if (!sessionExpired(error)) notify.failure(failureText(error, text.removeFailure));
      // Already gone (another tab): the list is read again.
      if (isApiError(error, 404)) void writes.refresh();
    } finally {
      setPending(false);
      setOpen(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !pending && setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={text.removeLabel(card.alias)}>
          {text.remove}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text.removeTitle}</DialogTitle>
          <DialogContent>{text.confirmRemove(card.alias, card.CardNumber)}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary" disabled={pending}>
                {text.cancel}
              </Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              disabledFocusable={pending}
              icon={pending ? <ButtonSpinner /> : undefined}
              onClick={() => void remove()}
            >
              {text.remove}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
