import { useNavigate } from 'react-router';
import { recoveryFlow } from './recovery-flow';

/** The recovery routes in order (docs/product/subscriber.md#password-recovery-and-first-access). */
export const RECOVERY_STEPS = {
  cpfCnpj: '/request-password-restoration',
  chooseEmail: '/send-password-restoration-request',
  verificationCode: '/verification-code',
  newPassword: '/change-password',
  done: '/password-changed-successfully',
} as const;

/** Voltar on a recovery step: forget what the flow stored, then go to the given page. */
export function useRecoveryBack(to: string): () => void {
  const navigate = useNavigate();
  return () => {
    recoveryFlow.clear();
    void navigate(to);
  };
}
