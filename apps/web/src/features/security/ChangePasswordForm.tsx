import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { MESSAGES, TEXT } from '@/strings/pt-BR';
import { PasswordField } from '@/components/PasswordField';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { isApiError } from '@/lib/http';
import { useYupForm } from '@/lib/use-yup-form';
import { NewPasswordFields } from '@/features/password/NewPasswordFields';
import { ShowPasswordCheckbox } from '@/features/password/ShowPasswordCheckbox';
import { changePassword } from './api';
import { changePasswordSchema } from './change-password-schema';

const EMPTY = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * docs/product/subscriber.md#security-and-my-data: a wrong current password is a warning in the server's words;
 * anything else is the generic failure.
 */
function noticeFor(error: unknown): FormNotice {
  if (isApiError(error, 400)) return { intent: 'warning', text: error.message };
  return { intent: 'error', text: MESSAGES.serverFailure };
}

export function ChangePasswordForm() {
  const s = useFormStyles();
  const form = useYupForm(changePasswordSchema, EMPTY);
  const [revealed, setRevealed] = useState(false);
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setNotice(null);
    try {
      const answer = await changePassword({ currentPassword, newPassword });
      setNotice({ intent: 'success', text: answer.message || MESSAGES.passwordUpdated });
      form.reset();
      setRevealed(false);
    } catch (error) {
      setNotice(noticeFor(error));
    }
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <PasswordField
        form={form}
        field="currentPassword"
        label={TEXT.security.currentPassword}
        revealed={revealed}
        autoComplete="current-password"
      />
      <NewPasswordFields values={form.values} errors={form.errors} revealed={revealed} onChange={form.setValue} />
      <ShowPasswordCheckbox checked={revealed} onChange={setRevealed} />
      <Button type="submit" appearance="primary" disabledFocusable={form.submitting}>
        {TEXT.security.submit}
      </Button>
    </form>
  );
}
