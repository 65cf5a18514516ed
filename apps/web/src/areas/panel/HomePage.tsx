import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Title2 } from '@fluentui/react-text';
import { PersonSupportRegular, ReceiptMoneyRegular, ShieldLockRegular } from '@fluentui/react-icons';
import { HOME_TEXT } from '@/strings/home.pt-BR';
import { useTenant } from '@/app/TenantContext';
import { usePageTitle } from '@/components/usePageTitle';
import { useVisuallyHiddenStyles } from '@/components/visually-hidden';
import { TEXT } from '@/strings/pt-BR';
import { SUPPORT_PATHS } from '@/features/support/paths';
import { ConnectionSummaryCard } from '@/features/connection/ConnectionSummaryCard';
import { ShortcutCard } from './ShortcutCard';
import { useSession } from './session';
import { NextInvoices } from './NextInvoices';
import { AppCards } from './AppCards';
import { NotificationPrompt } from './NotificationPrompt';
import { MyDetails } from './MyDetails';
import { ContactBlock } from './ContactBlock';
import { supportChatLink } from './menu-items';

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

const home = HOME_TEXT;

const openInvoices = { title: home.openInvoices, description: home.openInvoicesDescription, icon: ReceiptMoneyRegular };
const requestSupport = { title: home.requestSupport, description: home.requestSupportDescription, icon: PersonSupportRegular };
const security = { title: home.security, description: home.securityDescription, icon: ShieldLockRegular };

export function HomePage() {
  usePageTitle(TEXT.panel.home);
  const { customer } = useSession();
  // Providers that take requests on WhatsApp get the chat here too, as in the menu.
  const supportChat = supportChatLink(useTenant());
  const s = useStyles();
  const hidden = useVisuallyHiddenStyles();

  return (
    <>
      <Title2 as="h1">{home.greeting(customer.firstName)}</Title2>
      <NotificationPrompt />
      <NextInvoices />
      <section aria-labelledby="home-shortcuts">
        <h2 id="home-shortcuts" className={hidden.root}>
          {home.shortcutsLabel}
        </h2>
        <ul className={s.shortcuts}>
          <li>
            <ShortcutCard to="/panel/financial/invoices/to-pay" {...openInvoices} />
          </li>
          <li>
            {supportChat ? (
              <ShortcutCard href={supportChat} {...requestSupport} />
            ) : (
              <ShortcutCard to={SUPPORT_PATHS.request} {...requestSupport} />
            )}
          </li>
          <li>
            <ShortcutCard to="/panel/security" {...security} />
          </li>
        </ul>
      </section>
      {/* Below the shortcuts: a provider without apps shows none, and the shortcuts must not jump when that is known. */}
      <AppCards />
      <MyDetails />
      <ContactBlock />
      {/* Last: it appears with its answer, read once near the screen and idle, and moves nothing above it. */}
      <ConnectionSummaryCard />
    </>
  );
}
