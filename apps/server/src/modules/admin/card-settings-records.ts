import { CARD_SETTINGS_MESSAGES, cardSettingsValues, validateCardSettings, type CardSettingsValues } from '@central/domain';
import type { AdminCardSettings, AdminCardSettingsBody } from '@central/domain/api';
import type { CardSettings } from '../../generated/prisma/client';
import { invalidFields, notFound } from '../../lib/app-error';
import type { AdminDeps } from './admin-deps';
import { diffFields, originChange, type AdminActor } from './audit-trail';
import { findCustomer, isMissingRow } from './customer-lookup';
import { cardSettingsColumns as columns } from '../tenants/card-settings-record';

type CardSettingsDeps = Pick<AdminDeps, 'prisma' | 'box' | 'tenants' | 'audit'>;

// Only DELETE answers it: a read of a provider without settings is `null`, the web's empty section.
const cardSettingsNotFound = () => notFound('CARD_SETTINGS_NOT_FOUND', 'Configuração de cartão não encontrada');

/** The allow-list of the settings: the merchant key is write-only. */
export function toAdminCardSettings(clientId: string, row: CardSettings): AdminCardSettings {
  const { merchant_key: _key, ...shown } = auditView(row);
  return {
    client_id: clientId,
    gateway_kind: row.gatewayKind,
    ...shown,
    merchant_key_stored: row.merchantKey !== '',
    updated_at: row.updatedAt.toISOString(),
  };
}

type AuditedColumns = Pick<
  CardSettings,
  | 'merchantId'
  | 'apiUrl'
  | 'queryUrl'
  | 'receiptAccountId'
  | 'receiptPlanningAccountId'
  | 'receiptType'
  | 'receiptBranchId'
  | 'interestRate'
>;

/** What the audit compares; the key appears only when one was given, and diffFields redacts it. */
const auditView = (row: AuditedColumns, merchantKey: string | null = null) => ({
  merchant_id: row.merchantId,
  merchant_key: merchantKey,
  api_url: row.apiUrl,
  query_url: row.queryUrl,
  account_id: row.receiptAccountId,
  planning_account_id: row.receiptPlanningAccountId,
  receipt_type: row.receiptType,
  branch_id: row.receiptBranchId,
  interest_rate: Number(row.interestRate),
});

/** GET: the provider's settings, null while it has none; 404 CUSTOMER_NOT_FOUND for no provider. */
export async function cardSettingsOfCustomer(deps: CardSettingsDeps, clientId: string): Promise<AdminCardSettings | null> {
  const tenant = await findCustomer(deps.prisma, clientId);
  const row = await deps.prisma.cardSettings.findUnique({ where: { tenantId: tenant.id } });
  return row ? toAdminCardSettings(tenant.clientId, row) : null;
}

/**
 * PUT: creates the settings (the key required) or edits them (an empty key keeps the stored one, unless a URL moves
 * to another origin). Every bad field is named in pt-BR and nothing is written.
 */
export async function saveCardSettings(
  deps: CardSettingsDeps,
  actor: AdminActor,
  clientId: string,
  body: AdminCardSettingsBody,
): Promise<AdminCardSettings> {
  const tenant = await findCustomer(deps.prisma, clientId);
  const before = await deps.prisma.cardSettings.findUnique({ where: { tenantId: tenant.id } });
  const stored = before ? { api_url: before.apiUrl, query_url: before.queryUrl } : null;
  const problems = validateCardSettings(body, { keyStored: before !== null, stored });
  if (Object.keys(problems).length > 0) throw invalidFields(problems as Record<string, string>, 'CARD_SETTINGS_INVALID');
  const values = cardSettingsValues(body);
  const row = await writeRow(deps, tenant, values);
  const action = before ? 'card_settings_edit' : 'card_settings_create';
  const changes = {
    ...diffFields(before ? auditView(before) : {}, auditView(row, values.merchantKey)),
    ...originChange('api_url', before?.apiUrl, row.apiUrl),
    ...originChange('query_url', before?.queryUrl, row.queryUrl),
  };
  await deps.audit.record(actor, tenant.clientId, action, changes);
  deps.tenants.invalidate();
  return toAdminCardSettings(tenant.clientId, row);
}

/**
 * A new key goes in by upsert, so two admins saving the first settings at once land on the one row the primary
 * key allows. No key keeps the stored one; if the row went away meanwhile, the key is required again.
 */
async function writeRow(
  deps: CardSettingsDeps,
  tenant: { id: string; clientId: string },
  values: CardSettingsValues,
): Promise<CardSettings> {
  if (values.merchantKey) {
    const merchantKey = deps.box.seal(values.merchantKey, tenant.clientId);
    return deps.prisma.cardSettings.upsert({
      where: { tenantId: tenant.id },
      create: { tenantId: tenant.id, gatewayKind: 'cielo', ...columns(values), merchantKey },
      update: { ...columns(values), merchantKey },
    });
  }
  try {
    return await deps.prisma.cardSettings.update({ where: { tenantId: tenant.id }, data: columns(values) });
  } catch (error) {
    if (isMissingRow(error)) throw invalidFields({ merchant_key: CARD_SETTINGS_MESSAGES.merchantKeyRequired }, 'CARD_SETTINGS_INVALID');
    throw error;
  }
}

/** DELETE: the provider stops taking cards (the subscribers' card menu and calls turn off). */
export async function deleteCardSettings(deps: CardSettingsDeps, actor: AdminActor, clientId: string): Promise<void> {
  const tenant = await findCustomer(deps.prisma, clientId);
  const before = await deps.prisma.cardSettings.findUnique({ where: { tenantId: tenant.id } });
  const { count } = await deps.prisma.cardSettings.deleteMany({ where: { tenantId: tenant.id } });
  if (!before || count === 0) throw cardSettingsNotFound();
  const cleared = Object.fromEntries(
    Object.keys(auditView(before))
      .filter((field) => field !== 'merchant_key')
      .map((field) => [field, null]),
  );
  await deps.audit.record(actor, tenant.clientId, 'card_settings_delete', diffFields(auditView(before), cleared));
  deps.tenants.invalidate();
}
