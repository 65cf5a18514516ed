import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { NavigationRegular, QuestionCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { TEXT } from '@/strings/pt-BR';
import { useTenant } from '@/app/TenantContext';
import { helpLink } from '@/features/tenant/contact-links';
import { visuallyHidden } from '@/components/visually-hidden';
import { AppBar, AppBarBrand, AppBarSpacer } from '@/components/AppBar';

const useStyles = makeStyles({
  action: { minWidth: 'auto', flexShrink: 0 },
  /** On phones the help link is its icon alone; its name stays for screen readers. */
  helpText: { '@media (max-width: 479px)': visuallyHidden },
});

type Props = { showMenuButton: boolean; onOpenMenu: () => void; onSignOut: () => void; signingOut: boolean };

export function TopBar({ showMenuButton, onOpenMenu, onSignOut, signingOut }: Props) {
  const tenant = useTenant();
  const help = helpLink(tenant);
  const s = useStyles();
  return (
    <AppBar>
      {showMenuButton && <Button appearance="subtle" icon={<NavigationRegular />} aria-label={TEXT.panel.openMenu} onClick={onOpenMenu} />}
      <AppBarBrand logoUrl={tenant.horizontal_logo_url} name={tenant.alias} />
      <AppBarSpacer />
      {help && (
        <Button
          className={s.action}
          as="a"
          href={help}
          target="_blank"
          rel="noopener noreferrer"
          appearance="subtle"
          icon={<QuestionCircleRegular />}
        >
          <span className={s.helpText}>{TEXT.panel.help}</span>
        </Button>
      )}
      <Button className={s.action} appearance="subtle" icon={<SignOutRegular />} disabledFocusable={signingOut} onClick={onSignOut}>
        {TEXT.panel.signOut}
      </Button>
    </AppBar>
  );
}
