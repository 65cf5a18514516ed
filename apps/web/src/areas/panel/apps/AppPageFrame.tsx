import type { ComponentType, ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Navigate, useParams } from 'react-router';
import { APPS_TEXT } from '@/strings/apps.pt-BR';
import { BackButton } from '@/components/BackButton';
import { usePageTitle } from '@/components/usePageTitle';
import { appAddressOf, appDetailsPath, type AppAddress } from '@/features/apps/paths';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
});

/** The app the route's address names, or the panel when it names none; another app is another page, started afresh. */
export function AppAddressRoute({ page: Page }: { page: ComponentType<{ address: AppAddress }> }) {
  const address = appAddressOf(useParams());
  if (!address) return <Navigate to="/panel" replace />;
  return <Page key={appDetailsPath(address)} address={address} />;
}

/** An app page: back to the panel, then the app; titled with the app's name once it is read. */
export function AppPageFrame({ name, children }: { name: string | undefined; children: ReactNode }) {
  usePageTitle(name ?? APPS_TEXT.pageTitle);
  const s = useStyles();
  return (
    <>
      <div>
        <BackButton to="/panel" />
      </div>
      <article className={s.page}>{children}</article>
    </>
  );
}
