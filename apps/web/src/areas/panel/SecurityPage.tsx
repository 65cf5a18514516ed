import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Title2 } from '@fluentui/react-text';
import { TEXT } from '../../strings/pt-BR';
import { usePageTitle } from '../../components/usePageTitle';
import { RouterLink } from '../../components/RouterLink';
import { ChangePasswordForm } from '../../features/security/ChangePasswordForm';
import { RECOVERY_STEPS } from '../../features/recovery/steps';

const useStyles = makeStyles({
  panel: {
    maxWidth: '480px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

export function SecurityPage() {
  usePageTitle(TEXT.security.pageTitle);
  const s = useStyles();
  return (
    <section className={s.panel}>
      <Title2 as="h1">{TEXT.security.heading}</Title2>
      <ChangePasswordForm />
      <RouterLink to={RECOVERY_STEPS.cpfCnpj}>{TEXT.security.forgotPassword}</RouterLink>
    </section>
  );
}
