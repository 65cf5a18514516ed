import { ACTIVATION_MESSAGES } from '@central/domain';
import type { ActivationBody, CustomerAppView, Theme } from '@central/domain/api';
import { whatsAppLink } from '@/features/tenant/contact-links';

/**
 * What the app page shows (docs/product/partners.md#the-subscribers-app-pages): 'Seu app está desativado...' for an app
 * the provider switched off (docs/product/partners.md#the-subscribers-app-pages), the active view once active
 * (display-only apps always are), the pending text while the app cannot be activated (offline), else the activation,
 * or, for a provider that activates apps over chat (docs/product/partners.md#the-subscribers-app-pages), a
 * contact-by-chat button.
 */
export type AppPageState =
  { kind: 'disabled' } | { kind: 'active' } | { kind: 'pending' } | { kind: 'activate' } | { kind: 'chat'; href: string };

type ActivationSettings = Pick<Theme, 'app_activation' | 'whatsapp_number'>;

export function appPageState(app: Pick<CustomerAppView, 'active' | 'is_active' | 'is_online'>, tenant: ActivationSettings): AppPageState {
  if (!app.active) return { kind: 'disabled' };
  if (app.is_active) return { kind: 'active' };
  if (!app.is_online) return { kind: 'pending' };
  // Without a WhatsApp number there is no chat to open: the activation stays, as the menu's Atendimento does.
  const chat = tenant.app_activation === 'chat' && tenant.whatsapp_number ? whatsAppLink(tenant.whatsapp_number) : null;
  return chat ? { kind: 'chat', href: chat } : { kind: 'activate' };
}

/** POST /api/central/customer/create/content-app: the app on its contract, as the subscriber; the e-mail only where the partner needs one. */
export function activationBody(app: CustomerAppView, email: string): ActivationBody {
  return {
    contractId: app.contract.id,
    customerAppId: app.id,
    platform: app.platform,
    customerName: app.customer.full_name,
    customerEmail: app.needs_email ? email.trim() : null,
  };
}

/** The partner already knew this subscriber: activated here, but told as a warning (docs/product/partners.md#the-subscribers-app-pages). */
export const isAlreadyActiveNotice = (message: string) => message === ACTIVATION_MESSAGES.alreadyActive;
