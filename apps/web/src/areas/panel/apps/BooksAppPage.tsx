import { useState } from 'react';
import { APP_MESSAGES } from '@central/domain';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { LoadFailure } from '@/components/LoadFailure';
import { failureText } from '@/lib/failure-text';
import { AppHeader } from '@/features/apps/AppHeader';
import { ActiveAppView } from '@/features/apps/ActiveAppView';
import { BooksActivationForm } from '@/features/apps/BooksActivationForm';
import { DismissibleMessage } from '@/features/apps/DismissibleMessage';
import { useAppView } from '@/features/apps/api';
import { useBooksActivation, useBooksPayload } from '@/features/apps/books-api';
import type { AppAddress } from '@/features/apps/paths';
import { AppAddressRoute, AppPageFrame } from './AppPageFrame';

/**
 * The Toca Livros page (docs/product/partners.md#toca-livros-and-sva-logins, /panel/app/tocalivros/{contract}/{app}):
 * the books activation, or the active view.
 */
export function BooksAppPage() {
  return <AppAddressRoute page={BooksAppContent} />;
}

function BooksAppContent({ address }: { address: AppAddress }) {
  const view = useAppView(address);
  const books = useBooksPayload(address);
  const activation = useBooksActivation(address);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  /** The missing birth date: only the provider's support can fix it, so it stays until closed. */
  const [warning, setWarning] = useState<FormNotice | null>(null);
  const [activatedUser, setActivatedUser] = useState<string | null>(null);

  const showNotice = (next: FormNotice | null, persistent = false) => {
    if (persistent) setWarning(next);
    else setNotice(next);
  };

  const error = view.error ?? books.error;
  const loading = view.isValidating || books.isValidating;
  const retry = () => void Promise.all([view.error && view.mutate(), books.error && books.mutate()]);

  let content;
  if (error && !loading) content = <LoadFailure text={failureText(error, APP_MESSAGES.getAppFailure)} onRetry={retry} />;
  else if (!view.data || !books.data || error) content = <CardListSkeleton count={1} />;
  else {
    const app = view.data;
    const payload = books.data;
    const active = payload.is_active || app.is_active;
    content = (
      <>
        <AppHeader app={app} />
        {warning && (
          <DismissibleMessage intent={warning.intent} onDismiss={() => setWarning(null)}>
            {warning.text}
          </DismissibleMessage>
        )}
        <FormMessage notice={notice} />
        {active ? (
          <ActiveAppView app={app} user={activatedUser ?? payload.user} />
        ) : (
          <BooksActivationForm
            app={app}
            payload={payload}
            activation={activation}
            onNotice={showNotice}
            onActivated={(user) => {
              setWarning(null);
              setActivatedUser(user);
            }}
          />
        )}
      </>
    );
  }

  return <AppPageFrame name={view.data?.name}>{content}</AppPageFrame>;
}
