import { Suspense, lazy, useState } from 'react';
import { ShellFrame } from '../../components/ShellFrame';
import { ADMIN_TEXT } from '../../strings/admin.pt-BR';
import { useAdminAuthFailure } from '../../features/admin/useAdminAuthFailure';
import { useAdminSignOut } from '../../features/admin/useAdminSignOut';
import { AdminMenu } from './AdminMenu';
import { AdminTopBar } from './AdminTopBar';
import { useAdmin } from './session';

/** Its form and checks come when the admin first opens it, not with the customer list. */
const ChangePasswordDialog = lazy(async () => ({ default: (await import('../../features/admin/ChangePasswordDialog')).ChangePasswordDialog }));

/** The admin back office's frame, the subscriber panel's (ShellFrame), so it works the same on a phone. */
export function AdminShell() {
  const admin = useAdmin();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const signOut = useAdminSignOut();
  const authFailure = useAdminAuthFailure();
  return (
    <ShellFrame
      onReadError={authFailure}
      topBar={(menuButton) => <AdminTopBar email={admin.email} {...menuButton} />}
      menu={(onNavigate) => (
        <AdminMenu onNavigate={onNavigate} onChangePassword={() => setPasswordOpen(true)} onSignOut={signOut.signOut} signingOut={signOut.pending} />
      )}
      drawerText={{ title: ADMIN_TEXT.shell.menuLabel, closeLabel: ADMIN_TEXT.shell.closeMenu }}
      signOutError={signOut.error}
    >
      {/* Mounted only while open: a mounted Fluent Dialog, even closed, makes tabster put focusable sentinels at the
          page's edges, which screen readers are told to skip but keyboards still reach (axe's aria-hidden-focus). */}
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </ShellFrame>
  );
}
