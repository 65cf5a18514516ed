import type { Tenant as TenantRow } from '../../generated/prisma/client';

/** A provider's look and contact fields, in the spec's names: shared by the public theme and the admin's view. */
export function brandOf(row: TenantRow) {
  return {
    client_id: row.clientId,
    alias: row.alias,
    vertical_logo_url: row.verticalLogoUrl,
    horizontal_logo_url: row.horizontalLogoUrl,
    app_logo_url: row.appLogoUrl,
    favicon_url: row.faviconUrl,
    login_background_url: row.loginBackgroundUrl,
    primary_color: row.primaryColor,
    secondary_color: row.secondaryColor,
    whatsapp_number: row.whatsappNumber,
    phone_number: row.phoneNumber,
    contact_email: row.contactEmail,
    faq_url: row.faqUrl,
    support_type: row.supportType,
    feature_flags: row.featureFlags,
    support_menu: row.supportMenu,
    app_activation: row.appActivation,
  };
}
