import type { FluentIcon } from '@fluentui/react-icons';
import {
  AlertRegular,
  DocumentSignatureRegular,
  DocumentTextRegular,
  HomeRegular,
  PersonSupportRegular,
  ReceiptMoneyRegular,
  TopSpeedRegular,
  WalletCreditCardRegular,
  Wifi1Regular,
} from '@fluentui/react-icons';
import { TEXT } from '../../strings/pt-BR';
import { hasFeature, speedTestUrl } from '../../features/tenant/feature-flags';

export type MenuLink = { label: string; to: string; icon?: FluentIcon };
export type MenuGroup = { label: string; icon: FluentIcon; links: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

export type MenuConditions = {
  acsConfigured: boolean;
  tenantFlags: readonly string[];
  sessionFlags: readonly string[];
};

const menu = TEXT.panel;

/** The side menu of SPEC section 2, with its visibility rules. */
export function menuEntries({ acsConfigured, tenantFlags, sessionFlags }: MenuConditions): MenuEntry[] {
  const flags = [...tenantFlags, ...sessionFlags];
  const entries: (MenuEntry | false)[] = [
    { label: menu.home, to: '/panel', icon: HomeRegular },
    { label: menu.notifications, to: '/panel/notifications', icon: AlertRegular },
    acsConfigured && { label: menu.wifi, to: '/panel/devices', icon: Wifi1Regular },
    speedTestUrl(flags) !== null && { label: menu.speedTest, to: '/panel/speed-test', icon: TopSpeedRegular },
    hasFeature(sessionFlags, 'credit_card') && {
      label: menu.creditCards,
      to: '/panel/financial/credit-card',
      icon: WalletCreditCardRegular,
    },
    {
      label: menu.invoices,
      icon: ReceiptMoneyRegular,
      links: [
        { label: menu.invoicesToPay, to: '/panel/financial/invoices/to-pay' },
        { label: menu.invoicesReceived, to: '/panel/financial/invoices/received' },
      ],
    },
    { label: menu.fiscalNotes, to: '/panel/financial/nfs', icon: DocumentTextRegular },
    { label: menu.contracts, to: '/panel/financial/contracts', icon: DocumentSignatureRegular },
    {
      label: menu.customerService,
      icon: PersonSupportRegular,
      links: [
        { label: menu.customerServiceRequest, to: '/panel/customer-service/request' },
        { label: menu.customerServiceInProgress, to: '/panel/customer-service/in-progress' },
        { label: menu.customerServiceClosed, to: '/panel/customer-service/closed' },
      ],
    },
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'links' in entry;
}
