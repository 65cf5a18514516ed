import { useState } from 'react';
import { Field } from '@fluentui/react-field';
import { Button } from '@fluentui/react-button';
import { onlyDigits } from '@central/domain';
import { TEXT } from '@/strings/pt-BR';
import { CpfCnpjInput } from '@/components/CpfCnpjInput';
import { PasswordInput } from '@/components/PasswordInput';
import { useFormStyles } from '@/components/form-styles';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { fieldState } from '@/lib/field-state';
import { useCheckedForm } from '@/lib/use-checked-form';
import { errorMessage } from '@/lib/http';
import { browserStorage } from '@/lib/storage';
import { armNotificationPrompt } from '@/features/notifications/notification-prompt';
import { signIn } from './api';
import { checkSignIn } from './sign-in-check';

export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const s = useFormStyles();
  const form = useCheckedForm(checkSignIn, { cpfOrCnpj: '', password: '' });
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const submit = form.handleSubmit(async ({ cpfOrCnpj, password }) => {
    setNotice(null);
    try {
      await signIn({ cpfOrCnpj: onlyDigits(cpfOrCnpj), password });
    } catch (error) {
      setNotice({ intent: 'warning', text: errorMessage(error) });
      return;
    }
    armNotificationPrompt(browserStorage('local'));
    await onSignedIn();
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <Field label={TEXT.common.cpfCnpj} {...fieldState(form.errors.cpfOrCnpj)}>
        <CpfCnpjInput value={form.values.cpfOrCnpj} onValueChange={(value) => form.setValue('cpfOrCnpj', value)} />
      </Field>
      <Field label={TEXT.signIn.password} {...fieldState(form.errors.password)}>
        <PasswordInput
          autoComplete="current-password"
          value={form.values.password}
          onChange={(_, data) => form.setValue('password', data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabledFocusable={form.submitting}>
        {TEXT.signIn.submit}
      </Button>
    </form>
  );
}
