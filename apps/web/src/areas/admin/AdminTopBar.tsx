import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { NavigationRegular } from '@fluentui/react-icons';
import { ADMIN_TEXT } from '../../strings/admin.pt-BR';
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
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, color: tokens.colorBrandForeground1 },
  spacer: { flexGrow: 1 },
  email: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
    '@media (max-width: 479px)': visuallyHidden,
  },
});

/** The admin's top bar: the back office's name and who is signed in; Sair is in the menu (SPEC section 2). */
export function AdminTopBar({ email, showMenuButton, onOpenMenu }: { email: string; showMenuButton: boolean; onOpenMenu: () => void }) {
  const s = useStyles();
  return (
    <header className={s.bar}>
      {showMenuButton && <Button appearance="subtle" icon={<NavigationRegular />} aria-label={ADMIN_TEXT.shell.openMenu} onClick={onOpenMenu} />}
      <span className={s.title}>{ADMIN_TEXT.shell.title}</span>
      <span className={s.spacer} />
      <span className={s.email}>{email}</span>
    </header>
  );
}
