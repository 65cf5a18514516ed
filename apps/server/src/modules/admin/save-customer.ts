import { DEFAULT_REMINDER_HOUR, ixcDomainUrl, MESSAGES, normalizeCustomDomain, validateAdminCustomer } from '@central/domain';
import type { AdminCustomerBody } from '@central/domain/api';
import type { Tenant as TenantRow } from '../../generated/prisma/client';
import { AppError, invalidFields } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hash';
import { newVapidColumns } from '../notifications/vapid-keys';
import { customDomainClaimProblem } from '../tenants/custom-domain-claims';
import { parseSubjects } from '../tenants/tenant-record';
import type { AdminDeps } from './admin-deps';
import { diffFields, originChange, type AdminActor } from './audit-trail';
import { customerNotFound, findCustomer, isMissingRow, isUniqueViolation } from './customer-lookup';
import { editableView } from './customer-view';

type SaveDeps = Pick<AdminDeps, 'prisma' | 'box' | 'tenants' | 'staffSessions' | 'audit' | 'passwordCost' | 'hosts'>;

const SECRETS = ['ixc_access_token', 'provider_password'] as const;

const blank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const orNull = (value: string | null | undefined): string | null => (blank(value) ? null : value!.trim());

/** The body's strings trimmed (secrets as typed), list entries trimmed and blank ones dropped, absent keys left out. */
function cleanBody(body: AdminCustomerBody): AdminCustomerBody {
  const clean: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (field === 'custom_domains' && Array.isArray(value))
      clean[field] = [...new Set(value.map(normalizeCustomDomain).filter((entry) => entry !== ''))];
    else if (Array.isArray(value)) clean[field] = value.map((entry) => entry.trim()).filter((entry) => entry !== '');
    else if (typeof value === 'string' && !(SECRETS as readonly string[]).includes(field)) clean[field] = value.trim();
    else clean[field] = value;
  }
  return clean as AdminCustomerBody;
}

/** The form's fields as columns; the secrets are sealed or hashed separately. */
function columnsOf(input: AdminCustomerBody) {
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

/** The secrets given: the ERP token sealed for this provider, the provider password hashed. */
async function secretsOf(deps: SaveDeps, clientId: string, input: AdminCustomerBody) {
  return {
    ...(blank(input.ixc_access_token) ? {} : { ixcAccessToken: deps.box.seal(input.ixc_access_token!, clientId) }),
    ...(blank(input.provider_password) ? {} : { providerPasswordHash: await hashPassword(input.provider_password!, deps.passwordCost) }),
  };
}

/** The ERP's absolute address, as the origin rule compares it. */
const erpAddress = (row: TenantRow): string => ixcDomainUrl(row.ixcDomain) ?? row.ixcDomain;

/**
 * 400 naming a custom domain another provider owns, or one of this deployment's own addresses, under the
 * field like any other problem (a 409 is the client_id's, which the form words as 'Client ID já cadastrado').
 */
async function refuseClaimedDomains(deps: SaveDeps, clientId: string, input: AdminCustomerBody): Promise<void> {
  const problem = await customDomainClaimProblem(deps.prisma, deps.hosts, clientId, input.custom_domains ?? []);
  if (problem) throw invalidFields({ custom_domains: problem }, 'CUSTOM_DOMAIN_TAKEN');
}

/** What the audit compares: the stored fields, plus the secrets given (diffFields redacts them). */
const auditView = (row: TenantRow, input: AdminCustomerBody) => ({
  ...editableView(row),
  ixc_access_token: input.ixc_access_token ?? null,
  provider_password: input.provider_password ?? null,
});

/** POST /customer/create: a new provider, or 409 'Client ID já cadastrado' (the unique constraint decides races). */
export async function createCustomer(deps: SaveDeps, actor: AdminActor, body: AdminCustomerBody): Promise<TenantRow> {
  const input = cleanBody(body);
  const problems = validateAdminCustomer(input, { creating: true });
  if (Object.keys(problems).length > 0) throw invalidFields(problems as Record<string, string>);
  const clientId = input.client_id!;
  await refuseClaimedDomains(deps, clientId, input);
  let row: TenantRow;
  try {
    const data = {
      clientId,
      ...columnsOf(input),
      ixcAccessToken: '',
      ...(await secretsOf(deps, clientId, input)),
      ...newVapidColumns(deps.box, clientId),
    };
    row = await deps.prisma.tenant.create({ data });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CUSTOMER_DUPLICATE', 409, MESSAGES.customerDuplicate);
    throw error;
  }
  await deps.audit.record(actor, clientId, 'create', diffFields({}, auditView(row, input)));
  deps.tenants.invalidate();
  return row;
}

/**
 * PUT /customer/{clientId}/edit: the stored provider with the body's fields over it. A field left out keeps its
 * value (and is not checked again), an empty one clears it, and an empty secret keeps the stored one. A new provider password ends the
 * provider's sessions. Nothing is written unless every field passes.
 */
export async function editCustomer(deps: SaveDeps, actor: AdminActor, clientId: string, body: AdminCustomerBody): Promise<TenantRow> {
  const before = await findCustomer(deps.prisma, clientId);
  const given = cleanBody(body);
  const input: AdminCustomerBody = { ...editableView(before), ...given, client_id: clientId };
  const all = validateAdminCustomer(input, {
    creating: false,
    storedSecrets: { ixc_access_token: before.ixcAccessToken !== '' },
    storedIxcDomain: before.ixcDomain,
  });
  // Only what the edit touches is judged: a value provisioned from TENANTS_FILE (an inline data: logo) that the
  // form's rules would refuse stays until the admin replaces it. The department is judged always: a provider without
  // one (stored before it was required) cannot open support requests, so no edit saves it without one. The token is
  // judged with the ERP's address: a new origin needs it typed again.
  const judged = (field: string) => field in given || field === 'department_id' || (field === 'ixc_access_token' && 'ixc_domain' in given);
  const problems = Object.fromEntries(Object.entries(all).filter(([field]) => judged(field)));
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  if ('custom_domains' in given) await refuseClaimedDomains(deps, clientId, input);
  const secrets = await secretsOf(deps, clientId, input);
  let row: TenantRow;
  try {
    row = await deps.prisma.tenant.update({ where: { id: before.id }, data: { ...columnsOf(input), ...secrets } });
  } catch (error) {
    if (isMissingRow(error)) throw customerNotFound();
    throw error;
  }
  if (secrets.providerPasswordHash) await deps.staffSessions.revokeProvider(row.id);
  const changes = {
    ...diffFields(auditView(before, {}), auditView(row, input)),
    ...originChange('ixc_domain', erpAddress(before), erpAddress(row)),
  };
  await deps.audit.record(actor, clientId, 'edit', changes);
  deps.tenants.invalidate();
  return row;
}
