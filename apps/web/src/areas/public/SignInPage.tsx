import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Title2 } from '@fluentui/react-text';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TEXT } from '@/strings/pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { RouterLink } from '@/components/RouterLink';
import { SignInForm } from '@/features/auth/SignInForm';
import { panelPathFrom } from '@/features/auth/next-path';
import { rememberSignedIn } from '@/features/auth/session-hint';
import { browserStorage } from '@/lib/storage';
import { RECOVERY_STEPS } from '@/features/recovery/steps';
import { PRIVACY_NOTICE_PATH } from '@/features/my-data/paths';
import { recoveryEntryState } from './recovery/recovery-entry';

const useStyles = makeStyles({
  secondaryActions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'space-between' },
  legalLinks: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
});

export function SignInPage() {
  usePageTitle(TEXT.signIn.pageTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  // Voltar on the recovery's first step comes back here, not to the panel's security page.
  const openRecovery = (query = '') => void navigate(`${RECOVERY_STEPS.cpfCnpj}${query}`, { state: recoveryEntryState(pathname + search) });
  const s = useStyles();

  return (
    <>
      <Title2 as="h1">{TEXT.signIn.heading}</Title2>
      <SignInForm
        onSignedIn={() => {
          rememberSignedIn(browserStorage('local'));
          void navigate(panelPathFrom(params.get('next')), { replace: true });
        }}
      />
      <div className={s.secondaryActions}>
        <Button appearance="subtle" onClick={() => openRecovery()}>
          {TEXT.signIn.recoverPassword}
        </Button>
        <Button appearance="subtle" onClick={() => openRecovery('?first_access=true')}>
          {TEXT.signIn.firstAccess}
        </Button>
      </div>
      <div className={s.legalLinks}>
        <RouterLink to="/termos-de-privacidade">{TEXT.signIn.termsLink}</RouterLink>
        <RouterLink to={PRIVACY_NOTICE_PATH}>{TEXT.signIn.privacyNoticeLink}</RouterLink>
      </div>
    </>
  );
}
