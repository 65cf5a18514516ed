import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Navigate, useParams } from 'react-router';
import { APP_MESSAGES } from '@central/domain';
import { APPS_TEXT } from '@/strings/apps.pt-BR';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { LoadFailure } from '@/components/LoadFailure';
import { usePageTitle } from '@/components/usePageTitle';
import { failureText } from '@/lib/failure-text';
import { AppHeader } from '@/features/apps/AppHeader';
import { ActiveAppView } from '@/features/apps/ActiveAppView';
import { BooksActivationForm } from '@/features/apps/BooksActivationForm';
import { DismissibleMessage } from '@/features/apps/DismissibleMessage';
import { useAppView } from '@/features/apps/api';
import { useBooksActivation, useBooksPayload } from '@/features/apps/books-api';
import { appAddressOf, appDetailsPath, type AppAddress } from '@/features/apps/paths';

const text = APPS_TEXT;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
});

/**
 * The Toca Livros page (docs/product/partners.md#toca-livros-and-sva-logins, /panel/app/tocalivros/{contract}/{app}):
 * the books activation, or the active view.
 */
export function BooksAppPage() {
  const address = appAddressOf(useParams());
  if (!address) return <Navigate to="/panel" replace />;
  return <BooksAppContent key={appDetailsPath(address)} address={address} />;
}

function BooksAppContent({ address }: { address: AppAddress }) {
  const view = useAppView(address);
  const books = useBooksPayload(address);
  const activation = useBooksActivation(address);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  /** The missing birth date: only the provider's support can fix it, so it stays until closed. */
  const [warning, setWarning] = useState<FormNotice | null>(null);
  const [activatedUser, setActivatedUser] = useState<string | null>(null);
  usePageTitle(view.data?.name ?? text.pageTitle);
  const s = useStyles();

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

  return (
    <>
      <div>
        <BackButton to="/panel" />
      </div>
      <article className={s.page}>{content}</article>
    </>
  );
}
