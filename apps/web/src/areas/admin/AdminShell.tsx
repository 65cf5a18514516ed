import { Suspense, lazy, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ShellFrame } from '@/components/ShellFrame';
import { useNotify } from '@/components/toaster';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import { useAdminAuthFailure } from '@/features/admin/useAdminAuthFailure';
import { useAdminSignOut } from '@/features/admin/useAdminSignOut';
import { secondFactorOffer } from '@/features/admin/second-factor-offer';
import { adminEnrolment } from '@/features/second-factor/api';
import { adminSecondFactorPrompt } from '@/features/second-factor/second-factor-rules';
import { AdminMenu } from './AdminMenu';
import { AdminTopBar } from './AdminTopBar';
import { useAdmin } from './session';

/** Its form and checks come when the admin first opens it, not with the customer list. */
const ChangePasswordDialog = lazy(async () => ({ default: (await import('@/features/admin/ChangePasswordDialog')).ChangePasswordDialog }));
/** The second factor's dialogs and page, with the QR code's encoder: none of it on the way to the list. */
const SecondFactorDialog = lazy(async () => ({
  default: (await import('@/features/second-factor/SecondFactorDialog')).SecondFactorDialog,
}));
const SecondFactorOfferDialog = lazy(async () => ({
  default: (await import('@/features/admin/SecondFactorOfferDialog')).SecondFactorOfferDialog,
}));
const RequiredEnrolmentPage = lazy(async () => ({
  default: (await import('@/features/admin/RequiredEnrolmentPage')).RequiredEnrolmentPage,
}));

type OpenDialog = 'password' | 'second-factor' | null;

/** The admin back office's frame, the subscriber panel's (ShellFrame), so it works the same on a phone. */
export function AdminShell() {
  const admin = useAdmin();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [offerPending, setOfferPending] = useState(secondFactorOffer.pending);
  const signOut = useAdminSignOut();
  const authFailure = useAdminAuthFailure();
  const revalidator = useRevalidator();
  const notify = useNotify();
  const prompt = adminSecondFactorPrompt(admin.two_factor, offerPending);

  const closeOffer = (next: OpenDialog) => {
    secondFactorOffer.clear();
    setOfferPending(false);
    setDialog(next);
  };
  const enabled = () => {
    notify.success(SECOND_FACTOR_TEXT.enrolment.activated);
    void revalidator.revalidate();
  };

  if (prompt === 'enrol') {
    return (
      <Suspense fallback={null}>
        <RequiredEnrolmentPage email={admin.email} onEnabled={enabled} />
      </Suspense>
    );
  }
  return (
    <ShellFrame
      onReadError={authFailure}
      topBar={(menuButton) => <AdminTopBar email={admin.email} {...menuButton} />}
      menu={(onNavigate) => (
        <AdminMenu
          onNavigate={onNavigate}
          onChangePassword={() => setDialog('password')}
          onSecondFactor={() => setDialog('second-factor')}
          onSignOut={() => void signOut.signOut()}
          signingOut={signOut.pending}
        />
      )}
      drawerText={{ title: ADMIN_TEXT.shell.menuLabel, closeLabel: ADMIN_TEXT.shell.closeMenu }}
      signOutError={signOut.error}
    >
      {/* Mounted only while open: a mounted Fluent Dialog, even closed, makes tabster put focusable sentinels at the
          page's edges, which screen readers are told to skip but keyboards still reach (axe's aria-hidden-focus). */}
      <Suspense fallback={null}>
        {dialog === 'password' && <ChangePasswordDialog open onClose={() => setDialog(null)} />}
        {dialog === 'second-factor' && (
          <SecondFactorDialog
            who="admin"
            enabled={admin.two_factor.enabled}
            api={adminEnrolment}
            account={admin.email}
            onClose={() => setDialog(null)}
            onEnabled={enabled}
            onFailure={authFailure}
          />
        )}
        {prompt === 'offer' && dialog === null && (
          <SecondFactorOfferDialog onAccept={() => closeOffer('second-factor')} onSkip={() => closeOffer(null)} />
        )}
      </Suspense>
    </ShellFrame>
  );
}
