import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Body1, Title2 } from '@fluentui/react-text';
import { SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { PROVIDER_TEXT } from '../../strings/admin.pt-BR';
import { usePageTitle } from '../../components/usePageTitle';
import { CenteredCard } from '../../components/CenteredCard';
import { FormMessage } from '../../components/FormMessage';
import { errorMessage, isApiError } from '../../lib/http';
import { signOutProvider } from '../../features/provider/api';
import { PROVIDER_SIGN_IN, useProvider } from './session';

const text = PROVIDER_TEXT.home;

/** /provider: who is signed in, and Sair (back to /admin). The general notification form comes later. */
export function ProviderPage() {
  usePageTitle(text.pageTitle);
  const provider = useProvider();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    setPending(true);
    setError(null);
    try {
      await signOutProvider();
    } catch (failure) {
      if (!isApiError(failure, 401)) {
        setError(errorMessage(failure));
        setPending(false);
        return;
      }
    }
    await navigate(PROVIDER_SIGN_IN, { replace: true });
  }

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
