import { makeStyles } from '@griffel/react';
import { Body1, Body1Strong } from '@fluentui/react-text';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { TEXT } from '@/strings/pt-BR';
import { VerificationCodeForm } from '@/features/recovery/VerificationCodeForm';
import { codeSentAtLabel } from '@/features/recovery/code-sent-time';
import { RECOVERY_STEPS, useRecoveryBack } from '@/features/recovery/steps';
import type { verificationCodeLoader } from './loaders';
import { RecoveryStep } from './RecoveryStep';

const useStyles = makeStyles({
  destination: { display: 'flex', flexDirection: 'column' },
});

export function VerificationCodePage() {
  const { email, sentAt } = useLoaderData<typeof verificationCodeLoader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const back = useRecoveryBack(RECOVERY_STEPS.chooseEmail);
  const s = useStyles();

  const destination = (
    <span className={s.destination}>
      <Body1>{TEXT.recovery.codeHint}</Body1>
      <Body1Strong>{email}</Body1Strong>
      <Body1>{codeSentAtLabel(sentAt)}</Body1>
    </span>
  );

  return (
    <RecoveryStep title={TEXT.recovery.codeTitle} description={destination}>
      <VerificationCodeForm
        email={email}
        onVerified={() => navigate(RECOVERY_STEPS.newPassword)}
        onResent={() => void revalidator.revalidate()}
        onChooseEmailAgain={back}
        onBack={back}
      />
    </RecoveryStep>
  );
}
