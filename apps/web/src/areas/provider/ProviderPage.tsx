import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Title2 } from '@fluentui/react-text';
import { SignOutRegular } from '@fluentui/react-icons';
import { PROVIDER_TEXT } from '@/strings/provider.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { CenteredCard } from '@/components/CenteredCard';
import { FormMessage } from '@/components/FormMessage';
import { PanelToaster } from '@/components/toaster';
import { isApiError } from '@/lib/http';
import { useSignOutFlow } from '@/lib/use-sign-out';
import { signOutProvider } from '@/features/provider/api';
import { BroadcastForm } from '@/features/provider-broadcast/BroadcastForm';
import { RecentBroadcasts } from '@/features/provider-broadcast/RecentBroadcasts';
import { ProviderSecondFactorSection } from '@/features/provider/ProviderSecondFactorSection';
import { PROVIDER_SIGN_IN, useProvider } from './session';

const text = PROVIDER_TEXT.home;

const useStyles = makeStyles({
  card: { maxWidth: '640px', gap: tokens.spacingVerticalXL },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
});

/**
 * /provider: who is signed in, the general notification (docs/product/provider.md#provider-sign-in), its recent sends,
 * its second factor, and Sair.
 */
export function ProviderPage() {
  usePageTitle(text.pageTitle);
  const s = useStyles();
  const provider = useProvider();
  const { signOut, pending, error } = useSignOutFlow({
    request: signOutProvider,
    destination: PROVIDER_SIGN_IN,
    isAlreadySignedOut: (failure) => isApiError(failure, 401),
  });

  return (
    <CenteredCard cardClassName={s.card}>
      <div className={s.header}>
        <div>
          <Title2 as="h1">{text.greeting(provider.alias)}</Title2>
          <Body1 block>{text.clientId(provider.client_id)}</Body1>
        </div>
        <Button icon={<SignOutRegular />} disabledFocusable={pending} onClick={() => void signOut()}>
          {text.signOut}
        </Button>
      </div>
      <FormMessage notice={error ? { intent: 'error', text: error } : null} />
      <BroadcastForm />
      <RecentBroadcasts />
      <ProviderSecondFactorSection provider={provider} />
      <PanelToaster />
    </CenteredCard>
  );
}
