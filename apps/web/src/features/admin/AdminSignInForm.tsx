import { useState } from 'react';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Button } from '@fluentui/react-button';
import { ADMIN_TEXT } from '../../strings/admin.pt-BR';
import { PasswordInput } from '../../components/PasswordInput';
import { useFormStyles } from '../../components/form-styles';
import { FormMessage, type FormNotice } from '../../components/FormMessage';
import { fieldState, useYupForm } from '../../lib/use-yup-form';
import { signInAdmin } from './auth-api';
import { adminSignInFailureText, adminSignInSchema } from './admin-sign-in';

const text = ADMIN_TEXT.signIn;

export function AdminSignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const s = useFormStyles();
  const form = useYupForm(adminSignInSchema, { email: '', password: '' });
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setNotice(null);
    try {
      await signInAdmin({ email: email.trim(), password });
    } catch (error) {
      setNotice({ intent: 'error', text: adminSignInFailureText(error) });
      return;
    }
    await onSignedIn();
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <Field label={text.email} {...fieldState(form.errors.email)}>
        <Input type="email" autoComplete="username" value={form.values.email} onChange={(_, data) => form.setValue('email', data.value)} />
      </Field>
      <Field label={text.password} {...fieldState(form.errors.password)}>
        <PasswordInput autoComplete="current-password" value={form.values.password} onChange={(_, data) => form.setValue('password', data.value)} />
      </Field>
      <Button type="submit" appearance="primary" disabledFocusable={form.submitting}>
        {text.submit}
      </Button>
    </form>
  );
}
