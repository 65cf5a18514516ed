import type { FluentIcon } from '@fluentui/react-icons';
import {
  AlertRegular,
  DocumentSignatureRegular,
  DocumentTextRegular,
  GlobeRegular,
  HomeRegular,
  PersonSupportRegular,
  ReceiptMoneyRegular,
  TopSpeedRegular,
  WalletCreditCardRegular,
  Wifi1Regular,
} from '@fluentui/react-icons';
import type { Theme } from '@central/domain/api';
import { TEXT } from '@/strings/pt-BR';
import { hasFeature, speedTestUrl } from '@/features/tenant/feature-flags';
import { whatsAppLink } from '@/features/tenant/contact-links';
import { SUPPORT_PATHS } from '@/features/support/paths';

export type MenuLink = { label: string; to: string; icon?: FluentIcon };
/** A page outside the portal (the provider's WhatsApp chat), opened in a new tab. */
export type MenuExternalLink = { label: string; href: string; icon: FluentIcon };
export type MenuGroup = { label: string; icon: FluentIcon; links: MenuLink[] };
export type MenuEntry = MenuLink | MenuExternalLink | MenuGroup;

export type SupportSettings = Pick<Theme, 'support_menu' | 'whatsapp_number'>;

export type MenuConditions = {
  acsConfigured: boolean;
  tenantFlags: readonly string[];
  sessionFlags: readonly string[];
  support: SupportSettings;
};

const menu = TEXT.panel;

/**
 * docs/product/subscriber.md#the-panel-shell-and-menu: providers whose support_menu is 'chat' take support requests on
 * WhatsApp, so Atendimento opens that chat. Without a WhatsApp number there is no chat to open, and the usual pages
 * stay.
 */
export function supportChatLink({ support_menu, whatsapp_number }: SupportSettings): string | null {
  if (support_menu !== 'chat' || !whatsapp_number) return null;
  return whatsAppLink(whatsapp_number);
}

function supportEntry(support: SupportSettings): MenuEntry {
  const chat = supportChatLink(support);
  if (chat) return { label: menu.customerServiceChat, href: chat, icon: PersonSupportRegular };
  return {
    label: menu.customerService,
    icon: PersonSupportRegular,
    links: [
      { label: menu.customerServiceRequest, to: SUPPORT_PATHS.request },
      { label: menu.customerServiceInProgress, to: SUPPORT_PATHS.inProgress },
      { label: menu.customerServiceClosed, to: SUPPORT_PATHS.closed },
    ],
  };
}

/** The side menu of docs/product/subscriber.md#the-panel-shell-and-menu, with its visibility rules. */
export function menuEntries({ acsConfigured, tenantFlags, sessionFlags, support }: MenuConditions): MenuEntry[] {
  const flags = [...tenantFlags, ...sessionFlags];
  const entries: (MenuEntry | false)[] = [
    { label: menu.home, to: '/panel', icon: HomeRegular },
    { label: menu.notifications, to: '/panel/notifications', icon: AlertRegular },
    { label: menu.connection, to: '/panel/connection', icon: GlobeRegular },
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
    supportEntry(support),
  ];
  return entries.filter((entry): entry is MenuEntry => entry !== false);
}

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'links' in entry;
}

export function isExternal(entry: MenuEntry): entry is MenuExternalLink {
  return 'href' in entry;
}
