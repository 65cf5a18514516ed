import { useState } from 'react';
import { Field } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { Button } from '@fluentui/react-button';
import type { Schema } from 'yup';
import { fieldState } from '@/lib/field-state';
import { useYupForm, type LazySchema } from '@/lib/use-yup-form';
import { PasswordInput } from './PasswordInput';
import { useFormStyles } from './form-styles';
import { FormMessage, type FormNotice } from './FormMessage';

/** A user field named K (as the check and the server call it) and a password. */
export type Credentials<K extends string> = Record<K | 'password', string>;

/** The user field: its name, its label and how its input behaves (an e-mail keyboard, no capitals). */
export type UserField<K extends string> = { name: K; label: string } & Pick<InputProps, 'type' | 'autoCapitalize'>;

export type CredentialsSignInFormProps<K extends string> = {
  user: UserField<K>;
  labels: { password: string; submit: string };
  /** The warnings shown before anything is sent (a schema of the module, so that it stays the same). */
  schema: Schema<Credentials<K>> | LazySchema<Credentials<K>>;
  /** Called with the user (trimmed) and the password; a failure is shown above the form in `failureText`'s words. */
  signIn: (user: string, password: string) => Promise<unknown>;
  failureText: (error: unknown) => string;
  /** Called with the server's answer: a session, or the ask for a second step. */
  onSignedIn: (answer: unknown) => Promise<void> | void;
  /** Shown above the form from the start (a second step that expired). */
  initialNotice?: FormNotice | null;
};

/** The admin's and the provider's sign-in: a user and a password, checked by `schema` before `signIn` is called. */
export function CredentialsSignInForm<K extends string>({
  user,
  labels,
  schema,
  signIn,
  failureText,
  onSignedIn,
  initialNotice = null,
}: CredentialsSignInFormProps<K>) {
  const s = useFormStyles();
  const { name, label, ...userInput } = user;
  const form = useYupForm(schema, { [name]: '', password: '' } as Credentials<K>);
  const [notice, setNotice] = useState<FormNotice | null>(initialNotice);

  const submit = form.handleSubmit(async (values) => {
    setNotice(null);
    let answer: unknown;
    try {
      answer = await signIn(values[name].trim(), values.password);
    } catch (error) {
      setNotice({ intent: 'error', text: failureText(error) });
      return;
    }
    await onSignedIn(answer);
  });

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <Field label={label} {...fieldState(form.errors[name])}>
        <Input {...userInput} autoComplete="username" value={form.values[name]} onChange={(_, data) => form.setValue(name, data.value)} />
      </Field>
      <Field label={labels.password} {...fieldState(form.errors.password)}>
        <PasswordInput
          autoComplete="current-password"
          value={form.values.password}
          onChange={(_, data) => form.setValue('password', data.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabledFocusable={form.submitting}>
        {labels.submit}
      </Button>
    </form>
  );
}
