import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TEXT } from '@/strings/pt-BR';
import { CpfCnpjForm } from '@/features/recovery/CpfCnpjForm';
import { RECOVERY_STEPS, useRecoveryBack } from '@/features/recovery/steps';
import { RecoveryStep } from './RecoveryStep';
import { recoveryBackTarget } from './recovery-entry';

export function RequestRestorationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = useRecoveryBack(recoveryBackTarget(useLocation().state));
  const title = params.get('first_access') === 'true' ? TEXT.recovery.firstAccessTitle : TEXT.recovery.recoverTitle;
  return (
    <RecoveryStep title={title} description={TEXT.recovery.cpfCnpjHint}>
      <CpfCnpjForm onChecked={() => navigate(RECOVERY_STEPS.chooseEmail)} onBack={back} />
    </RecoveryStep>
  );
}
