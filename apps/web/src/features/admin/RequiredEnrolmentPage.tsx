import { Button } from '@fluentui/react-button';
import { Body1, Title2 } from '@fluentui/react-text';
import { SignOutRegular } from '@fluentui/react-icons';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import { CenteredCard } from '@/components/CenteredCard';
import { FormMessage } from '@/components/FormMessage';
import { PanelToaster } from '@/components/toaster';
import { usePageTitle } from '@/components/usePageTitle';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { adminEnrolment } from '@/features/second-factor/api';
import { SecondFactorEnrolment } from '@/features/second-factor/SecondFactorEnrolment';
import { useAdminAuthFailure } from './useAdminAuthFailure';
import { useAdminSignOut } from './useAdminSignOut';

/**
 * Where a second factor is required (production) and the admin has none: the whole admin area is this enrolment,
 * without 'Cancelar' (every other admin call answers 403 until it is on), and 'Sair'.
 */
export function RequiredEnrolmentPage({ email, onEnabled }: { email: string; onEnabled: () => void }) {
  usePageTitle(SECOND_FACTOR_TEXT.title);
  const signOut = useAdminSignOut();
  const authFailure = useAdminAuthFailure();
  return (
    <CenteredCard>
      <Title2 as="h1">{SECOND_FACTOR_TEXT.title}</Title2>
      <Body1>{SECOND_FACTOR_TEXT.enrolment.required}</Body1>
      <SecondFactorEnrolment api={adminEnrolment} account={email} onFinished={onEnabled} onFailure={authFailure} />
      <FormMessage notice={signOut.error ? { intent: 'error', text: signOut.error } : null} />
      <Button appearance="subtle" icon={<SignOutRegular />} disabledFocusable={signOut.pending} onClick={() => void signOut.signOut()}>
        {ADMIN_TEXT.shell.signOut}
      </Button>
      <PanelToaster />
    </CenteredCard>
  );
}
