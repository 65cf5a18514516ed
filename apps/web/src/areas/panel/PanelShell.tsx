import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { FormMessage } from '../../components/FormMessage';
import { useMediaQuery } from '../../lib/use-media-query';
import { WIDE_SCREEN, useShellStyles } from '../../components/shell-styles';
import { PanelToaster } from '../../components/toaster';
import { useSignOut } from '../../features/auth/useSignOut';
import { useSessionExpiry } from '../../features/auth/useSessionExpiry';
import { MenuDrawer } from './MenuDrawer';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/**
 * Only the panel reads data through SWR. The ERP is slow and pages ask for what they need: no refetch on focus, no
 * blind retries. The cache lives and dies with the panel, so whoever signs in next never sees the last one's data.
 */
const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  provider: () => new Map(),
};

export function PanelShell() {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A Fluent drawer, even closed, leaves focus-trap sentinels that audits flag as hidden focusable elements, so
  // it joins the page only once the menu is first opened. It then stays: unmounting it while open would leave
  // the page aria-hidden.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const signOut = useSignOut();
  const sessionExpired = useSessionExpiry();
  const swrConfig = useMemo(() => ({ ...swrOptions, onError: sessionExpired }), [sessionExpired]);
  const s = useShellStyles();

  return (
    <SWRConfig value={swrConfig}>
      <div className={s.root}>
        <TopBar
          showMenuButton={!wide}
          onOpenMenu={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
          onSignOut={signOut.signOut}
          signingOut={signOut.pending}
        />
        <div className={s.body}>
          {wide && (
            <aside className={s.aside}>
              <SideMenu />
            </aside>
          )}
          {!wide && drawerMounted && <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
          <main className={s.main}>
            <FormMessage notice={signOut.error ? { intent: 'error', text: signOut.error } : null} />
            <Outlet />
          </main>
        </div>
      </div>
      <PanelToaster />
    </SWRConfig>
  );
}
