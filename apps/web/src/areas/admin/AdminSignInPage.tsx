import { Title2 } from '@fluentui/react-text';
import { useNavigate } from 'react-router';
import { ADMIN_TEXT } from '../../strings/admin.pt-BR';
import { usePageTitle } from '../../components/usePageTitle';
import { CenteredCard } from '../../components/CenteredCard';
import { AdminSignInForm } from '../../features/admin/AdminSignInForm';
import { ADMIN_PATHS } from '../../features/admin/paths';

/** /auth/adm/sign-in: e-mail and password; success goes to /adm/customers (SPEC section 2). */
export function AdminSignInPage() {
  usePageTitle(ADMIN_TEXT.signIn.pageTitle);
  const navigate = useNavigate();
  return (
    <CenteredCard>
      <Title2 as="h1">{ADMIN_TEXT.signIn.heading}</Title2>
      <AdminSignInForm onSignedIn={() => navigate(ADMIN_PATHS.customers, { replace: true })} />
    </CenteredCard>
  );
}
