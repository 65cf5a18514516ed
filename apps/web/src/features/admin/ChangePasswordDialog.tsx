import { useState } from 'react';
import { MESSAGES } from '@central/domain';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { PasswordField } from '@/components/PasswordField';
import type { FormNotice } from '@/components/FormMessage';
import { useNotify } from '@/components/toaster';
import { errorMessage, isApiError } from '@/lib/http';
import { useYupForm } from '@/lib/use-yup-form';
import { changeAdminPassword } from './auth-api';
import { adminPasswordSchema } from './admin-password-schema';
import { FormDialog, FormDialogBody } from './FormDialog';
import { useAdminAuthFailure } from './useAdminAuthFailure';

const text = ADMIN_TEXT.password;

/** 'Alterar senha' from the admin menu: the current password and a new one. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <ChangePasswordForm onClose={onClose} />
    </FormDialog>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const authFailure = useAdminAuthFailure();
  const form = useYupForm(adminPasswordSchema, { current_password: '', new_password: '' });
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const answer = await changeAdminPassword(values);
      notify.success(answer.message || MESSAGES.adminPasswordChanged);
      onClose();
    } catch (error) {
      if (authFailure(error)) return;
      setNotice({ intent: isApiError(error, 400) ? 'warning' : 'error', text: errorMessage(error) });
    }
  });

  return (
    <FormDialogBody labels={text} notice={notice} onSubmit={submit} submitting={form.submitting} onCancel={onClose}>
      <PasswordField form={form} field="current_password" label={text.current} autoComplete="current-password" />
      <PasswordField form={form} field="new_password" label={text.next} autoComplete="new-password" />
    </FormDialogBody>
  );
}
