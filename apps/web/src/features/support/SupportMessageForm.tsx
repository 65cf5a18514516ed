import { useState } from 'react';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { errorMessage, isApiError, isUnconfirmedWrite } from '@/lib/http';
import { useYupForm } from '@/lib/use-yup-form';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { sendSupportMessage } from './api';
import { MessageField } from './MessageField';
import { SendButton } from './SendButton';
import { supportMessageSchema } from './support-message-schema';

/**
 * docs/product/subscriber.md#support-requests: a refused message ('message must be <= 1000', a closed request) is a
 * warning in the server's words; so is a message the ERP did not confirm (check the conversation before sending again).
 */
function noticeFor(error: unknown): FormNotice {
  const refused = isApiError(error) && error.status >= 400 && error.status < 500;
  return { intent: refused || isUnconfirmedWrite(error) ? 'warning' : 'error', text: errorMessage(error) };
}

type Props = { supportId: string; onSent: (message: string, answer: string) => Promise<void> | void };

export function SupportMessageForm({ supportId, onSent }: Props) {
  const f = useFormStyles();
  const sessionExpired = useSessionExpiry();
  const form = useYupForm(supportMessageSchema, { message: '' });
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const submit = form.handleSubmit(async ({ message }) => {
    setNotice(null);
    let answer: string;
    try {
      answer = (await sendSupportMessage(supportId, message.trim())).message;
    } catch (error) {
      if (!sessionExpired(error)) setNotice(noticeFor(error));
      return;
    }
    await onSent(message, answer);
  });

  return (
    <form className={f.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <MessageField
        label={SUPPORT_TEXT.addMessage.message}
        value={form.values.message}
        error={form.errors.message}
        onChange={(value) => form.setValue('message', value)}
      />
      <SendButton sending={form.submitting} />
    </form>
  );
}
