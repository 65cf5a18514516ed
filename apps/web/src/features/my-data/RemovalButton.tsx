import { useState } from 'react';
import { DeleteRegular } from '@fluentui/react-icons';
import type { MessageBody } from '@central/domain/api';
import { ConfirmMenu } from '@/components/ConfirmMenu';
import { useNotify } from '@/components/toaster';
import { MESSAGES } from '@central/domain';
import { failureText } from '@/lib/failure-text';
import { isApiError } from '@/lib/http';
import { MY_DATA_TEXT } from '@/strings/my-data.pt-BR';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';

type RemovalButtonProps = {
  label: string;
  question: string;
  confirmLabel?: string;
  remove: () => Promise<MessageBody>;
  /** Reads the page again after a failure (the item may be gone already). */
  refresh: () => unknown;
};

/** A removal of 'Meus dados', asked first in a confirm menu; the server's answer is the toast. */
export function RemovalButton({ label, question, confirmLabel = MY_DATA_TEXT.remove, remove, refresh }: RemovalButtonProps) {
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();

  async function confirm() {
    setPending(true);
    try {
      notify.success((await remove()).message);
    } catch (error) {
      if (sessionExpired(error)) return;
      notify.failure(failureText(error, MESSAGES.serverFailure));
      if (isApiError(error, 404)) void refresh();
    } finally {
      setPending(false);
    }
  }

  return (
    <ConfirmMenu
      label={label}
      icon={<DeleteRegular />}
      question={question}
      confirmLabel={confirmLabel}
      cancelLabel={MY_DATA_TEXT.cancel}
      disabled={pending}
      onConfirm={() => void confirm()}
    />
  );
}
