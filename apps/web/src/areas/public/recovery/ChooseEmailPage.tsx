import { useLoaderData, useNavigate } from 'react-router';
import { MESSAGES, TEXT } from '@/strings/pt-BR';
import { FormMessage } from '@/components/FormMessage';
import { EmailChoiceForm } from '@/features/recovery/EmailChoiceForm';
import { RECOVERY_STEPS, useRecoveryBack } from '@/features/recovery/steps';
import type { chooseEmailLoader } from './loaders';
import { RecoveryStep } from './RecoveryStep';

export function ChooseEmailPage() {
  const { emails } = useLoaderData<typeof chooseEmailLoader>();
  const navigate = useNavigate();
  const back = useRecoveryBack(RECOVERY_STEPS.cpfCnpj);
  return (
    <RecoveryStep title={TEXT.recovery.chooseEmailTitle}>
      {emails.length === 0 && <FormMessage notice={{ intent: 'warning', text: MESSAGES.noEmailForDocument }} />}
      <EmailChoiceForm emails={emails} onSent={() => navigate(RECOVERY_STEPS.verificationCode)} onBack={back} />
    </RecoveryStep>
  );
}
