import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { FormMessage } from '../../components/FormMessage';
import { PanelToaster } from '../../components/toaster';
import { NavDrawer } from '../../components/NavDrawer';
import { WIDE_SCREEN, useShellStyles } from '../../components/shell-styles';
import { useMediaQuery } from '../../lib/use-media-query';
import { ADMIN_TEXT } from '../../strings/admin.pt-BR';
import { ChangePasswordDialog } from '../../features/admin/ChangePasswordDialog';
import { useAdminAuthFailure } from '../../features/admin/useAdminAuthFailure';
import { useAdminSignOut } from '../../features/admin/useAdminSignOut';
import { AdminMenu } from './AdminMenu';
import { AdminTopBar } from './AdminTopBar';
import { useAdmin } from './session';

/** Like the panel's: no refetch on focus, no blind retries, a cache that ends with the session. */
const swrOptions: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  provider: () => new Map(),
};

/** The admin back office's frame, built like the subscriber panel's so it works the same on a phone. */
export function AdminShell() {
  const admin = useAdmin();
  const wide = useMediaQuery(WIDE_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted on first use only, as in the panel (PanelShell explains why).
  const [drawerMounted, setDrawerMounted] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const signOut = useAdminSignOut();
  const authFailure = useAdminAuthFailure();
  const swrConfig = useMemo(() => ({ ...swrOptions, onError: authFailure }), [authFailure]);
  const s = useShellStyles();

  const menu = (onNavigate?: () => void) => (
    <AdminMenu onNavigate={onNavigate} onChangePassword={() => setPasswordOpen(true)} onSignOut={signOut.signOut} signingOut={signOut.pending} />
  );

  return (
    <SWRConfig value={swrConfig}>
      <div className={s.root}>
        <AdminTopBar
          email={admin.email}
          showMenuButton={!wide}
          onOpenMenu={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
        />
        <div className={s.body}>
          {wide && <aside className={s.aside}>{menu()}</aside>}
          {!wide && drawerMounted && (
            <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={ADMIN_TEXT.shell.menuLabel} closeLabel={ADMIN_TEXT.shell.closeMenu}>
              {menu(() => setDrawerOpen(false))}
            </NavDrawer>
          )}
          <main className={s.main}>
            <FormMessage notice={signOut.error ? { intent: 'error', text: signOut.error } : null} />
            <Outlet />
          </main>
        </div>
      </div>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <PanelToaster />
    </SWRConfig>
  );
}
