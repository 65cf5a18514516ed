import type { AdminInfo } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { CredentialsSignInPage } from '@/components/CredentialsSignInPage';
import { signInAdmin } from '@/features/admin/auth-api';
import { LazySchema } from '@/lib/use-yup-form';
import { adminSignInFailureText } from '@/features/admin/admin-sign-in';
import { ADMIN_PATHS } from '@/features/admin/paths';
import { secondFactorOffer } from '@/features/admin/second-factor-offer';
import { completeAdminSignIn } from '@/features/second-factor/api';

/** Its checks come with the first press, key or focus: the page draws without yup. */
const adminSignInSchema = new LazySchema(() => import('@/features/admin/admin-sign-in-schema').then((module) => module.adminSignInSchema));

/**
 * /auth/adm/sign-in: e-mail and password, then the code where a second factor is on; success goes to /adm/customers
 * (docs/product/admin.md#sign-in-and-session), where an admin without a second factor is asked to turn one on.
 */
export function AdminSignInPage() {
  return (
    <CredentialsSignInPage
      text={ADMIN_TEXT.signIn}
      user={{ name: 'email', label: ADMIN_TEXT.signIn.email, type: 'email' }}
      schema={adminSignInSchema}
      signIn={(email, password) => signInAdmin({ email, password })}
      completeSignIn={completeAdminSignIn}
      onSignedIn={(answer) => !(answer as AdminInfo).admin.two_factor.enabled && secondFactorOffer.mark()}
      failureText={adminSignInFailureText}
      destination={ADMIN_PATHS.customers}
    />
  );
}
