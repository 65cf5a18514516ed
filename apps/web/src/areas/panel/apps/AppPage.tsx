import { useState } from 'react';
import { Body1 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { ChatRegular } from '@fluentui/react-icons';
import { APP_MESSAGES } from '@central/domain';
import type { CustomerAppView } from '@central/domain/api';
import { APPS_TEXT } from '@/strings/apps.pt-BR';
import { useTenant } from '@/app/TenantContext';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { LoadFailure } from '@/components/LoadFailure';
import { failureText } from '@/lib/failure-text';
import { ActivationForm } from '@/features/apps/ActivationForm';
import { RecoverAppPasswordDialog } from '@/features/apps/RecoverAppPasswordDialog';
import { AppHeader } from '@/features/apps/AppHeader';
import { ActiveAppView, type FreshCredentials } from '@/features/apps/ActiveAppView';
import { useAppActivation, useAppView } from '@/features/apps/api';
import { appPageState } from '@/features/apps/app-state';
import type { AppAddress } from '@/features/apps/paths';
import { readFailed } from '@/lib/read-failed';
import { AppAddressRoute, AppPageFrame } from './AppPageFrame';

const text = APPS_TEXT;

/**
 * An app's page (docs/product/partners.md#the-subscribers-app-pages, /panel/app/{app}/{contract}/{service?}, and the
 * Watch pages /panel/app/watchbr and /panel/app/ole-tv): the app on its contract, then by state the pending text, the
 * activation or the active view.
 */
export function AppPage() {
  return <AppAddressRoute page={AppPageContent} />;
}

/** One app on one contract; also the body of the Olé TV page once it knows which. */
export function AppPageContent({ address }: { address: AppAddress }) {
  const read = useAppView(address);
  const { data, error, mutate } = read;
  const [notice, setNotice] = useState<FormNotice | null>(null);

  let content;
  if (readFailed(read)) content = <LoadFailure text={failureText(error, APP_MESSAGES.loadFailure)} onRetry={() => void mutate()} />;
  else if (!data || error) content = <CardListSkeleton count={1} />;
  else
    content = (
      <>
        <AppHeader app={data} />
        <FormMessage notice={notice} />
        <AppStateView app={data} address={address} onNotice={setNotice} />
      </>
    );

  return <AppPageFrame name={data?.name}>{content}</AppPageFrame>;
}

type StateProps = { app: CustomerAppView; address: AppAddress; onNotice: (notice: FormNotice | null) => void };

function AppStateView({ app, address, onNotice }: StateProps) {
  const state = appPageState(app, useTenant());
  const activation = useAppActivation(address);
  const [credentials, setCredentials] = useState<FreshCredentials | null>(null);
  switch (state.kind) {
    case 'disabled':
      return <Body1>{APP_MESSAGES.disabled}</Body1>;
    case 'active':
      return (
        <>
          <ActiveAppView app={app} credentials={credentials} onDismissCredentials={() => setCredentials(null)} />
          {app.needs_email && app.activation_email && (
            <div>
              <RecoverAppPasswordDialog app={app} onNotice={onNotice} />
            </div>
          )}
        </>
      );
    case 'pending':
      return <Body1>{app.description}</Body1>;
    case 'chat':
      return (
        <>
          <Body1>{app.description}</Body1>
          <Body1>{text.chatHint}</Body1>
          <div>
            <Button as="a" href={state.href} target="_blank" rel="noopener noreferrer" appearance="primary" icon={<ChatRegular />}>
              {text.chat}
            </Button>
          </div>
        </>
      );
    case 'activate':
      return (
        <ActivationForm
          app={app}
          contract={text.contract(app.contract.id, app.contract.description)}
          activation={activation}
          onNotice={onNotice}
          onCredentials={setCredentials}
        />
      );
  }
}
