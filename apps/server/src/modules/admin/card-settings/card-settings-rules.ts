import type { AdminCardSettings } from '@central/domain/api';
import type { CardSettings } from '../../../generated/prisma/client';

/** The allow-list of the settings: the merchant key is write-only. */
export function toAdminCardSettings(clientId: string, row: CardSettings): AdminCardSettings {
  const { merchant_key: _key, ...shown } = cardSettingsAuditView(row);
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
export const cardSettingsAuditView = (row: AuditedColumns, merchantKey: string | null = null) => ({
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

/** The audit's 'to' side of a deletion: every field but the key, cleared. */
export function clearedCardSettings(before: AuditedColumns): Record<string, null> {
  return Object.fromEntries(
    Object.keys(cardSettingsAuditView(before))
      .filter((field) => field !== 'merchant_key')
      .map((field) => [field, null]),
  );
}
