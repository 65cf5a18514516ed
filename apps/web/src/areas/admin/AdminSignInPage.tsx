import { ADMIN_TEXT } from '../../strings/admin.pt-BR';
import { CredentialsSignInPage } from '../../components/CredentialsSignInPage';
import { signInAdmin } from '../../features/admin/auth-api';
import { adminSignInFailureText, checkAdminSignIn } from '../../features/admin/admin-sign-in';
import { ADMIN_PATHS } from '../../features/admin/paths';

/** /auth/adm/sign-in: e-mail and password; success goes to /adm/customers (SPEC section 2). */
export function AdminSignInPage() {
  return (
    <CredentialsSignInPage
      text={ADMIN_TEXT.signIn}
      user={{ name: 'email', label: ADMIN_TEXT.signIn.email, type: 'email' }}
      check={checkAdminSignIn}
      signIn={(email, password) => signInAdmin({ email, password })}
      failureText={adminSignInFailureText}
      destination={ADMIN_PATHS.customers}
    />
  );
}
