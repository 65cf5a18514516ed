import { mergeClasses } from '@griffel/react';
import { NavLink } from 'react-router';
import type { FluentIcon } from '@fluentui/react-icons';
import { AddCircleRegular, KeyRegular, PeopleRegular, ShieldKeyholeRegular, SignOutRegular } from '@fluentui/react-icons';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import { useMenuStyles } from '@/components/menu-styles';
import { ADMIN_PATHS } from '@/features/admin/paths';

const text = ADMIN_TEXT.shell;

type Props = {
  onNavigate?: () => void;
  onChangePassword: () => void;
  onSecondFactor: () => void;
  onSignOut: () => void;
  signingOut: boolean;
};

/** docs/product/admin.md#sign-in-and-session: Clientes, Novo Cliente, Sair; and the admin's own password and second factor. */
export function AdminMenu({ onNavigate, onChangePassword, onSecondFactor, onSignOut, signingOut }: Props) {
  const s = useMenuStyles();
  const link = (to: string, label: string, Icon: FluentIcon) => (
    <li>
      <NavLink to={to} end onClick={onNavigate} className={({ isActive }) => mergeClasses(s.row, s.link, isActive && s.active)}>
        <Icon className={s.icon} aria-hidden="true" />
        {label}
      </NavLink>
    </li>
  );
  const action = (label: string, Icon: FluentIcon, onClick: () => void, disabled = false) => (
    <li>
      <button type="button" className={mergeClasses(s.row, s.link, s.button)} onClick={onClick} disabled={disabled}>
        <Icon className={s.icon} aria-hidden="true" />
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label={text.menuLabel}>
      <ul className={s.list}>
        {link(ADMIN_PATHS.customers, text.customers, PeopleRegular)}
        {link(ADMIN_PATHS.newCustomer, text.newCustomer, AddCircleRegular)}
        {action(text.changePassword, KeyRegular, () => {
          onNavigate?.();
          onChangePassword();
        })}
        {action(SECOND_FACTOR_TEXT.title, ShieldKeyholeRegular, () => {
          onNavigate?.();
          onSecondFactor();
        })}
        {action(text.signOut, SignOutRegular, onSignOut, signingOut)}
      </ul>
    </nav>
  );
}
