import type { AdminCustomer, AdminCustomerSummary } from '@central/domain/api';
import type { Tenant as TenantRow } from '../../generated/prisma/client';
import { brandOf } from '../tenants/brand';

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
