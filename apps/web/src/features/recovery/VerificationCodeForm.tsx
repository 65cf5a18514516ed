import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { Field } from '@fluentui/react-field';
import { Button } from '@fluentui/react-button';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { MASKS, onlyDigits } from '@central/domain';
import { TEXT } from '@/strings/pt-BR';
import { MaskedInput } from '@/components/MaskedInput';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { errorMessage } from '@/lib/http';
import { fieldState } from '@/lib/field-state';
import { useYupForm } from '@/lib/use-yup-form';
import { checkVerificationCode, sendVerificationCode } from './api';
import { verificationCodeSchema } from './verification-code-schema';
import { recoveryFlow } from './recovery-flow';
import { StepActions } from './StepActions';

const useStyles = makeStyles({
  resend: { alignSelf: 'flex-start' },
});

type Props = {
  onVerified: () => Promise<void> | void;
  /** Called after a new code went out, so the page can show its new destination. */
  onResent: () => void;
  /** Without a remembered e-mail (the page was reloaded) a new code starts from the e-mail choice. */
  onChooseEmailAgain: () => void;
  onBack: () => void;
};

export function VerificationCodeForm({ onVerified, onResent, onChooseEmailAgain, onBack }: Props) {
  const s = useFormStyles();
  const local = useStyles();
  const form = useYupForm(verificationCodeSchema, { verificationCode: recoveryFlow.current().verificationCode });
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [resending, setResending] = useState(false);

  const submit = form.handleSubmit(async ({ verificationCode }) => {
    setNotice(null);
    try {
      await checkVerificationCode(onlyDigits(verificationCode));
    } catch (error) {
      setNotice({ intent: 'warning', text: errorMessage(error) });
      return;
    }
    recoveryFlow.remember({ verificationCode });
    await onVerified();
  });

  async function resend() {
    const { mailIndex } = recoveryFlow.current();
    if (mailIndex === null) return onChooseEmailAgain();
    setNotice(null);
    setResending(true);
    try {
      await sendVerificationCode(mailIndex);
      setNotice({ intent: 'success', text: TEXT.recovery.codeResent });
      onResent();
    } catch (error) {
      setNotice({ intent: 'warning', text: errorMessage(error) });
    } finally {
      setResending(false);
    }
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <Field label={TEXT.recovery.codeLabel} {...fieldState(form.errors.verificationCode)}>
        <MaskedInput
          mask={MASKS.verificationCode}
          autoComplete="one-time-code"
          value={form.values.verificationCode}
          onValueChange={(value) => form.setValue('verificationCode', value)}
        />
      </Field>
      <Button
        className={local.resend}
        appearance="subtle"
        icon={<ArrowClockwiseRegular />}
        disabledFocusable={resending}
        onClick={() => void resend()}
      >
        {TEXT.recovery.resendCode}
      </Button>
      <StepActions submitLabel={TEXT.recovery.verifyCode} submitting={form.submitting} onBack={onBack} />
    </form>
  );
}
