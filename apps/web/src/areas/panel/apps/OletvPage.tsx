import type { ReactNode } from 'react';
import { Body1, Title2 } from '@fluentui/react-text';
import { APP_MESSAGES } from '@central/domain';
import { APPS_TEXT } from '@/strings/apps.pt-BR';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { usePageTitle } from '@/components/usePageTitle';
import { failureText } from '@/lib/failure-text';
import { useOletvCheck } from '@/features/apps/api';
import { AppPageContent } from './AppPage';
import { readFailed } from '@/lib/read-failed';

const text = APPS_TEXT;

/**
 * /panel/app/atplus-oletv (docs/product/partners.md#watch-brasil-and-olé-tv): the Olé TV page without a contract in its
 * address. The check names the provider's Olé TV app and the subscriber's contract that includes it (the one it was
 * activated on, if any); the page is then the app's page there: activation, or the account's e-mail with the password
 * recovery.
 */
export function OletvPage() {
  const read = useOletvCheck();
  const { data, error, mutate } = read;
  if (data?.customerAppId && data.contractId)
    return <AppPageContent address={{ appId: data.customerAppId, contractId: data.contractId }} />;
  return <OletvPageFrame>{frameContent()}</OletvPageFrame>;

  function frameContent() {
    if (readFailed(read)) return <LoadFailure text={failureText(error, APP_MESSAGES.loadFailure)} onRetry={() => void mutate()} />;
    if (!data) return <CardListSkeleton count={1} />;
    return <Body1>{text.noOletv}</Body1>;
  }
}

function OletvPageFrame({ children }: { children: ReactNode }) {
  usePageTitle(text.oletvTitle);
  return (
    <>
      <div>
        <BackButton to="/panel" />
      </div>
      <Title2 as="h1">{text.oletvTitle}</Title2>
      {children}
    </>
  );
}
