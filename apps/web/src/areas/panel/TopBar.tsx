import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { NavigationRegular, QuestionCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { TEXT } from '../../strings/pt-BR';
import { useTenant } from '../../app/TenantContext';
import { helpLink } from '../../features/tenant/contact-links';
import { visuallyHidden } from '../../components/visually-hidden';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '56px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  logo: { maxHeight: '40px', maxWidth: '160px', minWidth: 0, flexShrink: 1, objectFit: 'contain' },
  action: { minWidth: 'auto', flexShrink: 0 },
  /** On phones the help link is its icon alone; its name stays for screen readers. */
  helpText: { '@media (max-width: 479px)': visuallyHidden },
  alias: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  spacer: { flexGrow: 1 },
});

type Props = { showMenuButton: boolean; onOpenMenu: () => void; onSignOut: () => void; signingOut: boolean };

export function TopBar({ showMenuButton, onOpenMenu, onSignOut, signingOut }: Props) {
  const tenant = useTenant();
  const help = helpLink(tenant);
  const s = useStyles();
  return (
    <header className={s.bar}>
      {showMenuButton && (
        <Button appearance="subtle" icon={<NavigationRegular />} aria-label={TEXT.panel.openMenu} onClick={onOpenMenu} />
      )}
      {tenant.horizontal_logo_url ? (
        <img className={s.logo} src={tenant.horizontal_logo_url} alt={tenant.alias} />
      ) : (
        <span className={s.alias}>{tenant.alias}</span>
      )}
      <span className={s.spacer} />
      {help && (
        <Button className={s.action} as="a" href={help} target="_blank" rel="noopener noreferrer" appearance="subtle" icon={<QuestionCircleRegular />}>
          <span className={s.helpText}>{TEXT.panel.help}</span>
        </Button>
      )}
      <Button className={s.action} appearance="subtle" icon={<SignOutRegular />} disabledFocusable={signingOut} onClick={onSignOut}>
        {TEXT.panel.signOut}
      </Button>
    </header>
  );
}
