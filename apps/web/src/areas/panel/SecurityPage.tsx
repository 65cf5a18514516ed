import { useNarrowPanelStyles } from '@/components/card-styles';
import { Title2 } from '@fluentui/react-text';
import { TEXT } from '@/strings/pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { RouterLink } from '@/components/RouterLink';
import { ChangePasswordForm } from '@/features/security/ChangePasswordForm';
import { RECOVERY_STEPS } from '@/features/recovery/steps';
import { MY_DATA_PAGE_PATH } from '@/features/my-data/paths';
import { MY_DATA_TEXT } from '@/strings/my-data.pt-BR';

export function SecurityPage() {
  usePageTitle(TEXT.security.pageTitle);
  const s = useNarrowPanelStyles();
  return (
    <section className={s.panel}>
      <Title2 as="h1">{TEXT.security.heading}</Title2>
      <ChangePasswordForm />
      <RouterLink to={RECOVERY_STEPS.cpfCnpj}>{TEXT.security.forgotPassword}</RouterLink>
      <RouterLink to={MY_DATA_PAGE_PATH}>{MY_DATA_TEXT.securityLink}</RouterLink>
    </section>
  );
}
