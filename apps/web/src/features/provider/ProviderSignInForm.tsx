import { useState } from 'react';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Button } from '@fluentui/react-button';
import { PROVIDER_TEXT } from '../../strings/admin.pt-BR';
import { PasswordInput } from '../../components/PasswordInput';
import { useFormStyles } from '../../components/form-styles';
import { FormMessage, type FormNotice } from '../../components/FormMessage';
import { fieldState, useYupForm } from '../../lib/use-yup-form';
import { signInProvider } from './api';
import { providerSignInFailureText, providerSignInSchema } from './provider-sign-in';

const text = PROVIDER_TEXT.signIn;

/** 'Usuário' is the provider's client_id. */
export function ProviderSignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const s = useFormStyles();
  const form = useYupForm(providerSignInSchema, { client_id: '', password: '' });
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const submit = form.handleSubmit(async ({ client_id, password }) => {
    setNotice(null);
    try {
      await signInProvider({ client_id: client_id.trim(), password });
    } catch (error) {
      setNotice({ intent: 'error', text: providerSignInFailureText(error) });
      return;
    }
    await onSignedIn();
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <Field label={text.user} {...fieldState(form.errors.client_id)}>
        <Input autoComplete="username" autoCapitalize="none" value={form.values.client_id} onChange={(_, data) => form.setValue('client_id', data.value)} />
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
