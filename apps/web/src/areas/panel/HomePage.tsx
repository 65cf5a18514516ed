import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Title2 } from '@fluentui/react-text';
import { PersonSupportRegular, ReceiptMoneyRegular, ShieldLockRegular } from '@fluentui/react-icons';
import { TEXT } from '../../strings/pt-BR';
import { usePageTitle } from '../../components/usePageTitle';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden';
import { ShortcutCard } from './ShortcutCard';
import { useSession } from './session';
import { NextInvoices } from './NextInvoices';

const useStyles = makeStyles({
  shortcuts: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  },
});

const home = TEXT.home;

const SHORTCUTS = [
  {
    to: '/panel/financial/invoices/to-pay',
    title: home.openInvoices,
    description: home.openInvoicesDescription,
    icon: ReceiptMoneyRegular,
  },
  {
    to: '/panel/customer-service/request',
    title: home.requestSupport,
    description: home.requestSupportDescription,
    icon: PersonSupportRegular,
  },
  { to: '/panel/security', title: home.security, description: home.securityDescription, icon: ShieldLockRegular },
];

export function HomePage() {
  usePageTitle(TEXT.panel.home);
  const { customer } = useSession();
  const s = useStyles();
  const hidden = useVisuallyHiddenStyles();

  return (
    <>
      <Title2 as="h1">{home.greeting(customer.firstName)}</Title2>
      <NextInvoices />
      <section aria-labelledby="home-shortcuts">
        <h2 id="home-shortcuts" className={hidden.root}>
          {home.shortcutsLabel}
        </h2>
        <ul className={s.shortcuts}>
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <ShortcutCard {...shortcut} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
