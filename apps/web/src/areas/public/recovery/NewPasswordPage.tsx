import { useNavigate } from 'react-router';
import { TEXT } from '@/strings/pt-BR';
import { NewPasswordForm } from '@/features/recovery/NewPasswordForm';
import { RECOVERY_STEPS, useRecoveryBack } from '@/features/recovery/steps';
import { RecoveryStep } from './RecoveryStep';

export function NewPasswordPage() {
  const navigate = useNavigate();
  const back = useRecoveryBack(RECOVERY_STEPS.verificationCode);
  return (
    <RecoveryStep title={TEXT.recovery.newPasswordTitle}>
      <NewPasswordForm onChanged={() => navigate(RECOVERY_STEPS.done, { replace: true })} onBack={back} />
    </RecoveryStep>
  );
}
