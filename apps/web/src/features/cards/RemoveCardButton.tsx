import { Button } from '@fluentui/react-button';
import { DeleteRegular } from '@fluentui/react-icons';
import type { SavedCard } from '@central/domain/api';
import { ConfirmDialog, useConfirmation } from '@/components/ConfirmDialog';
import { TEXT } from '@/strings/pt-BR';
import { useNotify } from '@/components/toaster';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { useCardWrites } from './api';

const text = TEXT.cards;

/** 'Excluir' a saved card after a confirm dialog; the server's answer is the toast. */
export function RemoveCardButton({ card }: { card: SavedCard }) {
  const writes = useCardWrites();
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();

  const confirmation = useConfirmation(async () => {
    try {
      const removed = await writes.remove(card.uuid);
      notify.success(removed.message);
    } catch (error) {
      if (!sessionExpired(error)) notify.failure(failureText(error, text.removeFailure));
      // Already gone (another tab): the list is read again.
      if (isApiError(error, 404)) void writes.refresh();
    }
  });

  return (
    <ConfirmDialog
      {...confirmation}
      trigger={
        <Button appearance="subtle" icon={<DeleteRegular />} aria-label={text.removeLabel(card.alias)}>
          {text.remove}
        </Button>
      }
      title={text.removeTitle}
      cancel={text.cancel}
      confirm={text.remove}
    >
      {text.confirmRemove(card.alias, card.CardNumber)}
    </ConfirmDialog>
  );
}
