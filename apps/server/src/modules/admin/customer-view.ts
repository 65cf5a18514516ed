import type { AdminCustomer, AdminCustomerSummary } from '@central/domain/api';
import type { Tenant as TenantRow } from '../../generated/prisma/client';

/** 'id - content', as the admin form shows the stored [{ id, label }] subjects. */
export function subjectEntries(stored: unknown): string[] {
  return Array.isArray(stored) ? (stored as Array<{ id: string; label: string }>).map((subject) => `${subject.id} - ${subject.label}`) : [];
}

/** What the admin may see of a provider: everything but its secrets, which are only said to be stored. */
export function toAdminCustomer(row: TenantRow): AdminCustomer {
  return {
    ...editableView(row),
    status: row.status,
    ixc_access_token_stored: row.ixcAccessToken !== '',
    provider_password_stored: row.providerPasswordHash !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: Pick<TenantRow, 'clientId' | 'alias' | 'status' | 'updatedAt'>): AdminCustomerSummary {
  return { client_id: row.clientId, alias: row.alias, status: row.status, updated_at: row.updatedAt.toISOString() };
}

/** The form's fields as stored, secrets left out: what an edit starts from and what the audit compares. */
export function editableView(row: TenantRow) {
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
    subjects: subjectEntries(row.supportSubjects),
    department_id: row.departmentId,
    process_id: row.processId,
    support_menu: row.supportMenu,
    app_activation: row.appActivation,
    feature_flags: row.featureFlags,
    legal_name: row.legalName,
    legal_document: row.legalDocument,
    address: row.address,
    timezone: row.timezone,
    invoice_window: row.invoiceWindow === 'month_1' ? ('1_month' as const) : ('15_days' as const),
    ixc_domain: row.ixcDomain,
  };
}
