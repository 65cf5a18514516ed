import { Button } from '@fluentui/react-button';
import { Body1, Title2 } from '@fluentui/react-text';
import { SignOutRegular } from '@fluentui/react-icons';
import { PROVIDER_TEXT } from '../../strings/admin.pt-BR';
import { usePageTitle } from '../../components/usePageTitle';
import { CenteredCard } from '../../components/CenteredCard';
import { FormMessage } from '../../components/FormMessage';
import { isApiError } from '../../lib/http';
import { useSignOutFlow } from '../../lib/use-sign-out';
import { signOutProvider } from '../../features/provider/api';
import { PROVIDER_SIGN_IN, useProvider } from './session';

const text = PROVIDER_TEXT.home;

/** /provider: who is signed in, and Sair (back to /admin). The general notification form comes later. */
export function ProviderPage() {
  usePageTitle(text.pageTitle);
  const provider = useProvider();
  const { signOut, pending, error } = useSignOutFlow({
    request: signOutProvider,
    destination: PROVIDER_SIGN_IN,
    isAlreadySignedOut: (failure) => isApiError(failure, 401),
  });

  return (
    <CenteredCard>
      <Title2 as="h1">{text.greeting(provider.alias)}</Title2>
      <Body1>{text.clientId(provider.client_id)}</Body1>
      <FormMessage notice={error ? { intent: 'error', text: error } : null} />
      <Button icon={<SignOutRegular />} disabledFocusable={pending} onClick={() => void signOut()}>
        {text.signOut}
      </Button>
    </CenteredCard>
  );
}
