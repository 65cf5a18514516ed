import { cardSettingsValues, validateCardSettings, type CardSettingsForm, type CardSettingsValues } from '@central/domain';
import type { SecretBox } from '../../lib/crypto';
import type { TenantRecord } from './tenant-record';

/** The record's card fields in the admin form's shape, so TENANTS_FILE and the admin area share one set of rules. */
function asForm(record: TenantRecord): CardSettingsForm {
  const { card_gateway: gateway, card_receipt: receipt } = record;
  return {
    merchant_id: gateway?.merchant_id,
    merchant_key: gateway?.merchant_key,
    api_url: gateway?.api_url,
    query_url: gateway?.query_url,
    account_id: receipt?.account_id,
    planning_account_id: receipt?.planning_account_id,
    receipt_type: receipt?.receipt_type,
    branch_id: receipt?.branch_id,
    interest_rate: record.card_interest_rate,
  };
}

/** Where a record's card fields go wrong, as '/card_gateway/merchant_id …', or null when they are fine or absent. */
export function cardSettingsProblem(record: TenantRecord): string | null {
  const { card_gateway: gateway, card_receipt: receipt } = record;
  // Half the settings would leave the card menu off without saying why: both or neither.
  if (gateway && !receipt) return '/card_receipt is required with card_gateway';
  if (receipt && !gateway) return '/card_gateway is required with card_receipt';
  if (!gateway) return record.card_interest_rate === undefined ? null : '/card_interest_rate needs card_gateway and card_receipt';
  const problems = validateCardSettings(asForm(record), { keyStored: false });
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (!field) return null;
  const parent =
    field === 'interest_rate'
      ? ''
      : ['account_id', 'planning_account_id', 'receipt_type', 'branch_id'].includes(field)
        ? '/card_receipt'
        : '/card_gateway';
  return `${parent}/${field === 'interest_rate' ? 'card_interest_rate' : field}: ${message}`;
}

/** The card_settings row, created with the provider when its card fields are given; the merchant key sealed. */
export function cardSettingsOf(box: SecretBox, record: TenantRecord) {
  if (!record.card_gateway || !record.card_receipt) return {};
  const values = cardSettingsValues(asForm(record));
  return {
    cardSettings: {
      create: {
        gatewayKind: record.card_gateway.kind,
        ...cardSettingsColumns(values),
        merchantKey: box.seal(values.merchantKey!, record.client_id),
      },
    },
  };
}

/** The card_settings columns of checked values, the key apart (it is sealed by whoever writes it). */
export const cardSettingsColumns = (values: CardSettingsValues) => ({
  merchantId: values.merchantId,
  apiUrl: values.apiUrl,
  queryUrl: values.queryUrl,
  receiptAccountId: values.accountId,
  receiptPlanningAccountId: values.planningAccountId,
  receiptType: values.receiptType,
  receiptBranchId: values.branchId,
  interestRate: values.interestRate,
});
