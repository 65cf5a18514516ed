import { cardSettingsValues, DEFAULT_RECEIPT_TYPE, MESSAGES, validateCardSettings, type CardSettingsField } from '@central/domain';
import type { AdminCardSettings, AdminCardSettingsBody } from '@central/domain/api';
import type { FieldErrors } from '@/lib/use-yup-form';

/** The API's field names and the provider form's, which carry a `card_` prefix beside the other sections' fields. */
export const CARD_FORM_FIELDS = {
  merchant_id: 'card_merchant_id',
  merchant_key: 'card_merchant_key',
  api_url: 'card_api_url',
  query_url: 'card_query_url',
  account_id: 'card_account_id',
  planning_account_id: 'card_planning_account_id',
  receipt_type: 'card_receipt_type',
  branch_id: 'card_branch_id',
  interest_rate: 'card_interest_rate',
} as const satisfies Record<CardSettingsField, `card_${string}`>;

type CardFormField = (typeof CARD_FORM_FIELDS)[CardSettingsField];
/** The card section's fields of the provider form (customer-form-values.ts has them among the others). */
export type CardFormValues = Record<CardFormField, string>;

export type CardSettingsStep = { kind: 'none' } | { kind: 'save'; body: AdminCardSettingsBody } | { kind: 'delete' };

const entries = Object.entries(CARD_FORM_FIELDS) as Array<[CardSettingsField, CardFormField]>;

/** The form's card section as a stored provider fills it; the key is write-only and starts empty, the receipt type C. */
export function cardFormFrom(settings: AdminCardSettings | null): CardFormValues {
  if (!settings) {
    const blank = Object.fromEntries(entries.map(([, field]) => [field, ''])) as CardFormValues;
    return { ...blank, card_receipt_type: DEFAULT_RECEIPT_TYPE };
  }
  return {
    card_merchant_id: settings.merchant_id,
    card_merchant_key: '',
    card_api_url: settings.api_url,
    card_query_url: settings.query_url,
    card_account_id: settings.account_id,
    card_planning_account_id: settings.planning_account_id,
    card_receipt_type: settings.receipt_type,
    card_branch_id: settings.branch_id ?? '',
    // pt-BR decimals, as the admin types them.
    card_interest_rate: String(settings.interest_rate).replace('.', ','),
  };
}

export function cardSettingsBodyFrom(values: CardFormValues): AdminCardSettingsBody {
  return Object.fromEntries(entries.map(([name, field]) => [name, values[field].trim()]));
}

/** Every text field blank: the receipt type is a select, which always holds a code, so it does not count. */
const empty = (values: CardFormValues) => entries.every(([, field]) => field === 'card_receipt_type' || values[field].trim() === '');

function unchanged(values: CardFormValues, existing: AdminCardSettings): boolean {
  const wanted = cardSettingsValues(cardSettingsBodyFrom(values));
  return (
    wanted.merchantKey === null &&
    wanted.merchantId === existing.merchant_id &&
    wanted.apiUrl === existing.api_url &&
    wanted.queryUrl === existing.query_url &&
    wanted.accountId === existing.account_id &&
    wanted.planningAccountId === existing.planning_account_id &&
    wanted.receiptType === existing.receipt_type &&
    wanted.branchId === existing.branch_id &&
    wanted.interestRate === existing.interest_rate
  );
}

/**
 * What saving the provider form does to its card settings: every card field cleared deletes them (card payments
 * off), changed fields save them (an empty key keeps the stored one), and an untouched section does nothing.
 */
export function cardSettingsStepFor(values: CardFormValues, existing: AdminCardSettings | null): CardSettingsStep {
  if (empty(values)) return existing ? { kind: 'delete' } : { kind: 'none' };
  if (existing && unchanged(values, existing)) return { kind: 'none' };
  return { kind: 'save', body: cardSettingsBodyFrom(values) };
}

/** The problems the server would find, on the form's fields; none for a section left (or made) empty. */
export function cardSettingsProblems(values: CardFormValues, existing: AdminCardSettings | null): FieldErrors<CardFormValues> {
  if (empty(values)) return {};
  const stored = existing ? { api_url: existing.api_url, query_url: existing.query_url } : null;
  const problems = validateCardSettings(cardSettingsBodyFrom(values), { keyStored: existing?.merchant_key_stored ?? false, stored });
  return Object.fromEntries(Object.entries(problems).map(([name, text]) => [CARD_FORM_FIELDS[name as CardSettingsField], text]));
}

/** The stored merchant key is bound to the gateway's origins; either URL moving needs it typed again. */
export function merchantKeyMoved(values: CardFormValues, existing: AdminCardSettings | null): boolean {
  if (!existing?.merchant_key_stored || empty(values)) return false;
  const { merchant_key: _key, ...keyless } = cardSettingsBodyFrom(values);
  const stored = { api_url: existing.api_url, query_url: existing.query_url };
  return validateCardSettings(keyless, { keyStored: true, stored }).merchant_key === MESSAGES.merchantKeyRetype;
}

/** The server's field names in an error answer, renamed to the form's. */
export function cardFormFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, text]) => [CARD_FORM_FIELDS[name as CardSettingsField] ?? name, text]));
}
