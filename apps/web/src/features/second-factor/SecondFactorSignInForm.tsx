import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import type { SecondFactorSignInBody } from '@central/domain/api';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import { MaskedInput } from '@/components/MaskedInput';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { fieldState } from '@/lib/field-state';
import { LazySchema, useYupForm } from '@/lib/use-yup-form';
import { secondStepBody, secondStepFailure, TOTP_CODE_MASK, type SecondStepValues } from './second-factor-rules';

const text = SECOND_FACTOR_TEXT.signIn;

/** Its checks come with the first press, key or focus: the staff sign-in pages draw without yup. */
const secondStepSchema = new LazySchema(() => import('./second-step-schema').then((module) => module.secondStepSchema));

const useStyles = makeStyles({
  switch: { alignSelf: 'flex-start' },
});

type Props = {
  /** Sends the code or the recovery code; answers the signed-in account. */
  submit: (body: SecondFactorSignInBody) => Promise<unknown>;
  onSignedIn: (answer: unknown) => Promise<void> | void;
  /** The 5 minutes after the password passed: the password step again, with this text. */
  onExpired: (text: string) => void;
};

/** The staff sign-in's second step: the authenticator's 6 digits, or, behind a link, one of the recovery codes. */
export function SecondFactorSignInForm({ submit, onSignedIn, onExpired }: Props) {
  const s = useFormStyles();
  const local = useStyles();
  const form = useYupForm<SecondStepValues>(secondStepSchema, { mode: 'code', code: '', recovery_code: '' });
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const recovery = form.values.mode === 'recovery';

  const send = form.handleSubmit(async (values) => {
    setNotice(null);
    let answer: unknown;
    try {
      answer = await submit(secondStepBody(values));
    } catch (error) {
      const failure = secondStepFailure(error);
      if (failure.expired) onExpired(failure.text);
      else setNotice({ intent: 'error', text: failure.text });
      return;
    }
    await onSignedIn(answer);
  });

  const switchMode = () => {
    setNotice(null);
    form.reset({ mode: recovery ? 'code' : 'recovery', code: '', recovery_code: '' });
  };

  return (
    <form className={s.form} onSubmit={send} noValidate>
      <Body1>{recovery ? text.recoveryHint : text.hint}</Body1>
      <FormMessage notice={notice} />
      {recovery ? (
        <Field key="recovery" label={text.recoveryCode} {...fieldState(form.errors.recovery_code)}>
          <Input
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the person just asked for this step (or for the recovery code); the field is all it holds
            autoFocus
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={form.values.recovery_code}
            onChange={(_, data) => form.setValue('recovery_code', data.value)}
          />
        </Field>
      ) : (
        <Field key="code" label={text.code} {...fieldState(form.errors.code)}>
          <MaskedInput
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the person just passed the password step, and the code is what comes next
            autoFocus
            mask={TOTP_CODE_MASK}
            autoComplete="one-time-code"
            value={form.values.code}
            onValueChange={(value) => form.setValue('code', value)}
          />
        </Field>
      )}
      <Button type="submit" appearance="primary" disabledFocusable={form.submitting}>
        {text.submit}
      </Button>
      <Button className={local.switch} appearance="transparent" onClick={switchMode}>
        {recovery ? text.useCode : text.useRecoveryCode}
      </Button>
    </form>
  );
}
