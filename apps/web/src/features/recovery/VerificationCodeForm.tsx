import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { MASKS, onlyDigits } from '@central/domain';
import { TEXT } from '@/strings/pt-BR';
import { MaskedField } from '@/components/MaskedField';
import { FormMessage } from '@/components/FormMessage';
import { useFormStyles } from '@/components/form-styles';
import { useYupForm } from '@/lib/use-yup-form';
import { checkVerificationCode, fetchProtectedEmails, sendVerificationCode } from './api';
import { verificationCodeSchema } from './verification-code-schema';
import { recoveryFlow } from './recovery-flow';
import { StepActions } from './StepActions';
import { useRecoveryCall } from './useRecoveryCall';

const useStyles = makeStyles({
  resend: { alignSelf: 'flex-start' },
});

type Props = {
  /** The masked e-mail the last code went to: 'Reenviar código' sends to it again. */
  email: string;
  onVerified: () => Promise<void> | void;
  /** Called after a new code went out, so the page can show when. */
  onResent: () => void;
  /** The e-mail is no longer on the subscriber's list: a new code starts from the e-mail choice. */
  onChooseEmailAgain: () => void;
  onBack: () => void;
};

/** The place of `email` in the masked list the server offers now; -1 once it left the list. */
async function placeInList(email: string): Promise<number> {
  return (await fetchProtectedEmails()).emails.indexOf(email);
}

export function VerificationCodeForm({ email, onVerified, onResent, onChooseEmailAgain, onBack }: Props) {
  const s = useFormStyles();
  const local = useStyles();
  const form = useYupForm(verificationCodeSchema, { verificationCode: recoveryFlow.current().verificationCode });
  const { notice, setNotice, call } = useRecoveryCall();
  const [resending, setResending] = useState(false);

  const submit = form.handleSubmit(async ({ verificationCode }) => {
    if (!(await call(() => checkVerificationCode(onlyDigits(verificationCode))))) return;
    recoveryFlow.remember({ verificationCode });
    await onVerified();
  });

  async function resend() {
    setResending(true);
    let mailIndex = -1;
    const sent = await call(async () => {
      mailIndex = await placeInList(email);
      if (mailIndex >= 0) await sendVerificationCode(mailIndex);
    });
    setResending(false);
    if (!sent) return;
    if (mailIndex < 0) return onChooseEmailAgain();
    recoveryFlow.remember({ mailIndex, verificationCode: '' });
    form.setValue('verificationCode', '');
    setNotice({ intent: 'success', text: TEXT.recovery.codeResent });
    onResent();
  }

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <FormMessage notice={notice} />
      <MaskedField
        form={form}
        field="verificationCode"
        label={TEXT.recovery.codeLabel}
        mask={MASKS.verificationCode}
        autoComplete="one-time-code"
      />
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
