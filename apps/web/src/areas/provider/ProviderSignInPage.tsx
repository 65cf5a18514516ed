import { Title2 } from '@fluentui/react-text';
import { useNavigate } from 'react-router';
import { PROVIDER_TEXT } from '../../strings/admin.pt-BR';
import { usePageTitle } from '../../components/usePageTitle';
import { CenteredCard } from '../../components/CenteredCard';
import { ProviderSignInForm } from '../../features/provider/ProviderSignInForm';

/** /admin: the provider's sign-in; success goes to /provider (SPEC section 2). */
export function ProviderSignInPage() {
  usePageTitle(PROVIDER_TEXT.signIn.pageTitle);
  const navigate = useNavigate();
  return (
    <CenteredCard>
      <Title2 as="h1">{PROVIDER_TEXT.signIn.heading}</Title2>
      <ProviderSignInForm onSignedIn={() => navigate('/provider', { replace: true })} />
    </CenteredCard>
  );
}
