import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { NavigationRegular } from '@fluentui/react-icons';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { visuallyHidden } from '@/components/visually-hidden';
import { AppBar, AppBarBrand, AppBarSpacer } from '@/components/AppBar';

const useStyles = makeStyles({
  title: { color: tokens.colorBrandForeground1 },
  email: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
    '@media (max-width: 479px)': visuallyHidden,
  },
});

/** The admin's top bar: the back office's name and who is signed in; Sair is in the menu (docs/product/admin.md#customer-form). */
export function AdminTopBar({ email, showMenuButton, onOpenMenu }: { email: string; showMenuButton: boolean; onOpenMenu: () => void }) {
  const s = useStyles();
  return (
    <AppBar>
      {showMenuButton && (
        <Button appearance="subtle" icon={<NavigationRegular />} aria-label={ADMIN_TEXT.shell.openMenu} onClick={onOpenMenu} />
      )}
      <AppBarBrand name={ADMIN_TEXT.shell.title} className={s.title} />
      <AppBarSpacer />
      <span className={s.email}>{email}</span>
    </AppBar>
  );
}
