import { readFile } from 'node:fs/promises';
import {
  ADMIN_CUSTOMER_LABELS,
  DEFAULT_REMINDER_HOUR,
  isValidUrl,
  MESSAGES,
  requiredFieldMessage,
  URL_FIELDS,
  validateAdminCustomer,
  validateCustomerApp,
} from '@central/domain';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { SecretBox } from '../../lib/crypto';
import { hashPassword, type ScryptCost } from '../../lib/password-hash';
import { impliedAuth, isP256PrivateKey } from '../../integrations/ixc-acs';
import { appData, integrationColumns } from '../admin/apps/app-rules';
import { DEFAULT_NF_DOCUMENT_TYPES } from '../fiscal-notes/document-types';
import { newVapidColumns } from '../notifications/vapid-keys';
import { cardSettingsOf, cardSettingsProblem } from './card-settings-record';
import { createCustomDomainClaims, type DeploymentHosts } from './custom-domain-claims';
import { DEFAULT_CONTRACT_PRINT_ACTION, parseSubjects, TenantRecord } from './tenant-record';
import { createTenantsStore } from './tenants-store';

const TenantsFile = Type.Array(TenantRecord);

/**
 * Provisioning: TENANTS_FILE holds a JSON array of tenant records. At start, the providers it names that the
 * database does not have yet are created; the ones it has are left alone, because from then on the admin area
 * owns them (ARCHITECTURE decision 10). ERP tokens, ACS keys, card merchant keys, app connection secrets and VAPID private keys are sealed, provider passwords hashed.
 */
export async function loadTenantsFile(path: string): Promise<TenantRecord[]> {
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  const problems = Value.Errors(TenantsFile, parsed);
  if (problems.length > 0) {
    const detail = problems
      .slice(0, 5)
      .map((p) => `${p.instancePath || '/'} ${p.message}`)
      .join('; ');
    throw new Error(`TENANTS_FILE ${path} is not a valid list of tenants: ${detail}`);
  }
  const records = parsed as TenantRecord[];
  const claimed = new Map<string, string>();
  for (const [index, record] of records.entries()) {
    const addressProblem = addressesProblem(record);
    if (addressProblem) throw new Error(`TENANTS_FILE ${path} is not a valid list of tenants: /${index}${addressProblem}`);
    for (const domain of record.custom_domains ?? []) {
      const other = claimed.get(domain);
      if (other && other !== record.client_id) {
        throw new Error(`TENANTS_FILE ${path} is not a valid list of tenants: /${index}/custom_domains: ${domain} is also ${other}'s`);
      }
      claimed.set(domain, record.client_id);
    }
    if (record.timezone && !isTimeZone(record.timezone)) {
      throw new Error(`TENANTS_FILE ${path} is not a valid list of tenants: /${index}/timezone is not an IANA time zone`);
    }
    const acsKeyProblem = acsProblem(record);
    if (acsKeyProblem) throw new Error(`TENANTS_FILE ${path} is not a valid list of tenants: /${index}${acsKeyProblem}`);
    // IXC's sector of every support request (setor / id_ticket_setor), required as the admin form requires it.
    if (!record.department_id) {
      throw new Error(
        `TENANTS_FILE ${path} is not a valid list of tenants: /${index}/department_id: ${requiredFieldMessage(...ADMIN_CUSTOMER_LABELS.department_id)}`,
      );
    }
    const cardProblem = cardSettingsProblem(record);
    if (cardProblem) throw new Error(`TENANTS_FILE ${path} is not a valid list of tenants: /${index}${cardProblem}`);
    // The admin form's rules, so a file cannot create an app the admin area would refuse.
    for (const [appIndex, app] of (record.apps ?? []).entries()) {
      const [field, message] = Object.entries(validateCustomerApp(app))[0] ?? [];
      if (field) throw new Error(`TENANTS_FILE ${path} is not a valid list of tenants: /${index}/apps/${appIndex}/${field}: ${message}`);
    }
  }
  return records;
}

/** Creates the providers that do not exist yet; returns the client_ids created. Existing ones stay untouched. */
export async function provisionTenants(
  prisma: Parameters<typeof createTenantsStore>[0],
  box: SecretBox,
  records: TenantRecord[],
  options: { passwordCost?: ScryptCost; hosts?: DeploymentHosts } = {},
): Promise<string[]> {
  const store = createTenantsStore(prisma);
  const claims = createCustomDomainClaims(store, options.hosts ?? { hostMarkers: {}, tlsDomains: [] });
  const created: string[] = [];
  for (const record of records) {
    if (await store.exists(record.client_id)) continue;
    const domains = record.custom_domains ?? [];
    const claim = await claims.problem(record.client_id, domains);
    if (claim) throw new Error(`TENANTS_FILE: ${record.client_id}/custom_domains: ${claim}`);
    const data = {
      clientId: record.client_id,
      alias: record.alias,
      status: record.status ?? 'active',
      verticalLogoUrl: record.vertical_logo_url ?? null,
      horizontalLogoUrl: record.horizontal_logo_url ?? null,
      appLogoUrl: record.app_logo_url ?? null,
      faviconUrl: record.favicon_url ?? null,
      loginBackgroundUrl: record.login_background_url ?? null,
      primaryColor: record.primary_color,
      secondaryColor: record.secondary_color ?? record.primary_color,
      whatsappNumber: record.whatsapp_number ?? null,
      phoneNumber: record.phone_number ?? null,
      contactEmail: record.contact_email ?? null,
      faqUrl: record.faq_url ?? null,
      supportType: record.support_type ?? 'customer_service',
      supportSubjects: parseSubjects(record.subjects),
      departmentId: record.department_id ?? null,
      processId: record.process_id ?? null,
      supportMenu: record.support_menu ?? 'menu',
      appActivation: record.app_activation ?? 'in_app',
      featureFlags: record.feature_flags ?? [],
      legalName: record.legal_name ?? record.alias,
      legalDocument: record.legal_document ?? '',
      address: record.address ?? '',
      timezone: record.timezone ?? 'America/Sao_Paulo',
      invoiceWindow: record.invoice_window === '1_month' ? 'month_1' : 'days_15',
      pushReminderHour: record.push_reminder_hour ?? DEFAULT_REMINDER_HOUR,
      nfDocumentTypes: record.nf_document_types ?? DEFAULT_NF_DOCUMENT_TYPES,
      contractPrintAction: record.ixc_contract_print_action ?? DEFAULT_CONTRACT_PRINT_ACTION,
      updateLateBoleto: record.update_late_boleto ?? true,
      ixcDomain: record.ixc_domain,
      customDomains: domains,
      dpoEmail: record.dpo_email ?? null,
      ixcAccessToken: box.seal(record.ixc_access_token, record.client_id),
      providerPasswordHash: record.provider_password ? await hashPassword(record.provider_password, options.passwordCost) : null,
      ...acsOf(box, record),
      ...cardSettingsOf(box, record),
      ...newVapidColumns(box, record.client_id),
      customerApps: { create: (record.apps ?? []).map((app) => ({ ...appData(app), ...integrationColumns(box, record.client_id, app) })) },
    } as const;
    // Another replica starting at the same time may have created it first: it exists, which is all this asks.
    if (await store.createIfMissing(data)) created.push(record.client_id);
  }
  return created;
}

/**
 * The ACS connection, created with the provider when its fields are given: all three for IXC's ACS, the URL alone
 * for a GenieACS (its issuer and key are an optional Basic-auth user and password).
 */
function acsOf(box: SecretBox, record: TenantRecord) {
  const { ixc_acs_url: url, ixc_acs_issuer: issuerId, ixc_acs_private_key: key, acs_kind: kind = 'ixc' } = record;
  if (!url || (kind === 'ixc' && (!issuerId || !key))) return {};
  const auth = kind === 'ixc' ? (record.acs_auth ?? impliedAuth(key!)) : null;
  return { acsConfig: { create: { url, issuerId: issuerId ?? '', kind, auth, privateKey: key ? box.seal(key, record.client_id) : '' } } };
}

/** The fields TENANTS_FILE is judged on by the admin form's own rules: every address, the custom domains, the DPO e-mail. */
const ADDRESS_FIELDS: readonly string[] = [...URL_FIELDS, 'ixc_domain', 'custom_domains', 'dpo_email'];

/**
 * Where a record's addresses go wrong, as '/ixc_domain: Por favor, informe uma URL válida', or null: each must be an
 * absolute http(s) address the server can call (a stored `http://[::1` would fail every page of the provider).
 */
function addressesProblem(record: TenantRecord): string | null {
  const problems = validateAdminCustomer(record, { creating: true });
  // Only what the record gives: the form requires a logo, a file need not have one.
  const given = (name: string) => ![undefined, null, ''].includes(record[name as keyof TenantRecord] as never);
  const [field, message] = Object.entries(problems).find(([name]) => ADDRESS_FIELDS.includes(name) && given(name)) ?? [];
  if (field) return `/${field}: ${message}`;
  if (record.ixc_acs_url && !isValidUrl(record.ixc_acs_url)) return `/ixc_acs_url: ${MESSAGES.urlInvalid}`;
  return null;
}

/** An IXC ACS whose `acs_auth` is `jwt` needs a P-256 key; the admin form refuses the same. */
function acsProblem(record: TenantRecord): string | null {
  const key = record.ixc_acs_private_key;
  if ((record.acs_kind ?? 'ixc') !== 'ixc' || record.acs_auth !== 'jwt' || !key) return null;
  return isP256PrivateKey(key) ? null : '/ixc_acs_private_key is not an EC P-256 private key in PEM (acs_auth jwt)';
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
