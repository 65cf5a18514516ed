import { DEFAULT_REMINDER_HOUR, ixcDomainUrl, MESSAGES, normalizeCustomDomain } from '@central/domain';
import type { AdminCustomer, AdminCustomerBody, AdminCustomerSummary } from '@central/domain/api';
import type { Tenant as TenantRow } from '../../../generated/prisma/client';
import { badRequest } from '../../../lib/app-error';
import { brandOf } from '../../tenants/brand';
import { parseSubjects } from '../../tenants/tenant-record';

export const CUSTOMERS_PAGE_SIZE = 50;

/** The list's page number: digits from 1, '1' when absent; anything else is 400. */
export function customersPage(raw: string | undefined): number {
  const page = raw || '1';
  if (!/^\d{1,6}$/.test(page) || Number(page) < 1) throw badRequest('INVALID_PAGE', MESSAGES.invalidRequest);
  return Number(page);
}

/** 'id - content', as the admin form shows the stored [{ id, label }] subjects. */
export function subjectEntries(stored: unknown): string[] {
  return Array.isArray(stored) ? (stored as Array<{ id: string; label: string }>).map((subject) => `${subject.id} - ${subject.label}`) : [];
}

/** What the admin may see of a provider: everything but its secrets, which are only said to be stored. */
export function toAdminCustomer(row: TenantRow, providerTwoFactor: boolean): AdminCustomer {
  return {
    ...editableView(row),
    status: row.status,
    ixc_access_token_stored: row.ixcAccessToken !== '',
    provider_password_stored: row.providerPasswordHash !== null,
    provider_two_factor_enabled: providerTwoFactor,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: Pick<TenantRow, 'clientId' | 'alias' | 'status' | 'updatedAt'>): AdminCustomerSummary {
  return { client_id: row.clientId, alias: row.alias, status: row.status, updated_at: row.updatedAt.toISOString() };
}

/** The form's fields as stored, secrets left out: what an edit starts from and what the audit compares. */
export function editableView(row: TenantRow) {
  return {
    ...brandOf(row),
    subjects: subjectEntries(row.supportSubjects),
    department_id: row.departmentId,
    process_id: row.processId,
    legal_name: row.legalName,
    legal_document: row.legalDocument,
    address: row.address,
    timezone: row.timezone,
    invoice_window: row.invoiceWindow === 'month_1' ? ('1_month' as const) : ('15_days' as const),
    push_reminder_hour: String(row.pushReminderHour),
    ixc_domain: row.ixcDomain,
    update_late_boleto: row.updateLateBoleto,
    custom_domains: row.customDomains,
    dpo_email: row.dpoEmail,
  };
}

const SECRETS = ['ixc_access_token', 'provider_password'] as const;

export const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const orNull = (value: string | null | undefined): string | null => (blank(value) ? null : value!.trim());

/** The body's strings trimmed (secrets as typed), list entries trimmed and blank ones dropped, absent keys left out. */
export function cleanBody(body: AdminCustomerBody): AdminCustomerBody {
  const clean: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (field === 'custom_domains' && Array.isArray(value))
      clean[field] = [...new Set(value.map(normalizeCustomDomain).filter((entry) => entry !== ''))];
    else if (Array.isArray(value)) clean[field] = value.map((entry) => entry.trim()).filter((entry) => entry !== '');
    else if (typeof value === 'string' && !(SECRETS as readonly string[]).includes(field)) clean[field] = value.trim();
    else clean[field] = value;
  }
  return clean;
}

/** The form's fields as columns; the secrets are sealed or hashed separately. */
export function columnsOf(input: AdminCustomerBody) {
  const alias = input.alias!.trim();
  const primaryColor = input.primary_color!;
  return {
    alias,
    verticalLogoUrl: orNull(input.vertical_logo_url),
    horizontalLogoUrl: orNull(input.horizontal_logo_url),
    appLogoUrl: orNull(input.app_logo_url),
    faviconUrl: orNull(input.favicon_url),
    loginBackgroundUrl: orNull(input.login_background_url),
    primaryColor,
    secondaryColor: orNull(input.secondary_color) ?? primaryColor,
    whatsappNumber: orNull(input.whatsapp_number),
    phoneNumber: orNull(input.phone_number),
    contactEmail: orNull(input.contact_email),
    faqUrl: orNull(input.faq_url),
    supportType: input.support_type === 'os' ? ('os' as const) : ('customer_service' as const),
    supportSubjects: parseSubjects(input.subjects ?? []),
    departmentId: orNull(input.department_id),
    processId: orNull(input.process_id),
    supportMenu: input.support_menu === 'chat' ? ('chat' as const) : ('menu' as const),
    appActivation: input.app_activation === 'chat' ? ('chat' as const) : ('in_app' as const),
    featureFlags: input.feature_flags ?? [],
    legalName: orNull(input.legal_name) ?? alias,
    legalDocument: orNull(input.legal_document) ?? '',
    address: orNull(input.address) ?? '',
    timezone: orNull(input.timezone) ?? 'America/Sao_Paulo',
    invoiceWindow: input.invoice_window === '1_month' ? ('month_1' as const) : ('days_15' as const),
    pushReminderHour: blank(input.push_reminder_hour) ? DEFAULT_REMINDER_HOUR : Number(input.push_reminder_hour),
    // On by default: a late boleto is printed with today's interest and fine.
    updateLateBoleto: input.update_late_boleto !== false,
    ixcDomain: input.ixc_domain!.trim(),
    customDomains: input.custom_domains ?? [],
    dpoEmail: orNull(input.dpo_email),
  };
}

/**
 * Which of an edit's problems count: only what the edit touches, so a value provisioned from TENANTS_FILE (an inline
 * data: logo) that the form's rules would refuse stays until the admin replaces it. The department is judged always:
 * a provider without one (stored before it was required) cannot open support requests, so no edit saves it without
 * one. The token is judged with the ERP's address: a new origin needs it typed again.
 */
export function editProblems(all: Record<string, string>, given: AdminCustomerBody): Record<string, string> {
  const judged = (field: string) => field in given || field === 'department_id' || (field === 'ixc_access_token' && 'ixc_domain' in given);
  return Object.fromEntries(Object.entries(all).filter(([field]) => judged(field)));
}

/** The ERP's absolute address, as the origin rule compares it. */
export const erpAddress = (row: TenantRow): string => ixcDomainUrl(row.ixcDomain) ?? row.ixcDomain;

/** What the audit compares: the stored fields, plus the secrets given (diffFields redacts them). */
export const customerAuditView = (row: TenantRow, input: AdminCustomerBody) => ({
  ...editableView(row),
  ixc_access_token: input.ixc_access_token ?? null,
  provider_password: input.provider_password ?? null,
});
