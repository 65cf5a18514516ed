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
import { LazySchema, useYupForm } from '@/lib/use-yup-form';
import { errorMessage } from '@/lib/http';
import { browserStorage } from '@/lib/storage';
import { armNotificationPrompt } from '@/features/notifications/notification-prompt';
import { signIn } from './api';
import type { SignInValues } from './sign-in-check';

/**
 * The checks of docs/product/subscriber.md#sign-in come in a chunk of their own, at the first press, key or focus on
 * the page: yup stays off the sign-in page's first load (its JavaScript budget, docs/decisions/026-input-masks.md).
 */
const signInSchema = new LazySchema<SignInValues>(() => import('./sign-in-check').then((module) => module.signInSchema));

export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const s = useFormStyles();
  const form = useYupForm(signInSchema, { cpfOrCnpj: '', password: '' });
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
