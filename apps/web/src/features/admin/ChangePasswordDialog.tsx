import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { MESSAGES } from '@central/domain';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { PasswordInput } from '@/components/PasswordInput';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { useNotify } from '@/components/toaster';
import { errorMessage, isApiError } from '@/lib/http';
import { fieldState } from '@/lib/field-state';
import { useYupForm } from '@/lib/use-yup-form';
import { changeAdminPassword } from './auth-api';
import { adminPasswordSchema } from './admin-password-schema';
import { useAdminAuthFailure } from './useAdminAuthFailure';

const text = ADMIN_TEXT.password;

/** 'Alterar senha' from the admin menu: the current password and a new one. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>{open && <ChangePasswordForm onClose={onClose} />}</DialogSurface>
    </Dialog>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const s = useFormStyles();
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
    <form className={s.form} onSubmit={submit} noValidate>
      <DialogBody>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogContent className={s.form}>
          <FormMessage notice={notice} />
          <Field label={text.current} {...fieldState(form.errors.current_password)}>
            <PasswordInput
              autoComplete="current-password"
              value={form.values.current_password}
              onChange={(_, data) => form.setValue('current_password', data.value)}
            />
          </Field>
          <Field label={text.next} {...fieldState(form.errors.new_password)}>
            <PasswordInput
              autoComplete="new-password"
              value={form.values.new_password}
              onChange={(_, data) => form.setValue('new_password', data.value)}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" appearance="primary" disabledFocusable={form.submitting}>
            {text.submit}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
