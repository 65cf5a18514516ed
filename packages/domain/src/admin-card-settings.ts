import { isValidUrl, secretMustBeRetyped } from './service-url';
import { DEFAULT_CARD_INTEREST_RATE } from './card';
import { MESSAGES } from './messages';
import { numericFieldText } from './field-text';

/**
 * A provider's card settings (per provider): the Cielo merchant, where IXC records a card receipt, and the monthly
 * interest of installments. The server checks every write with these rules and the admin form runs the same functions
 * before saving, so both say the same words. The texts are ours: the original specification has none for this form.
 */

/** Cielo's production hosts: transactions on `api…`, queries on `apiquery…`. */
export const CIELO_API_URL = 'https://api.cieloecommerce.cielo.com.br';
export const CIELO_QUERY_URL = 'https://apiquery.cieloecommerce.cielo.com.br';
/** Cielo's MerchantKey is 40 characters long. */
export const CIELO_MERCHANT_KEY_LENGTH = 40;

/**
 * The codes of an IXC receipt's `tipo_recebimento` (the receipt row's own list, not the invoice's labels such as
 * 'Cartão'). Only D = dinheiro is confirmed by public evidence; the other meanings are inferred (docs/decisions/017),
 * so the provider picks the letter its IXC uses for card receipts.
 */
export const RECEIPT_TYPES = ['D', 'H', 'C', 'CD', 'DP', 'T', 'P', 'DC', 'B'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
/** C, read as cartão de crédito (inferred). */
export const DEFAULT_RECEIPT_TYPE: ReceiptType = 'C';

export const isReceiptType = (value: string): value is ReceiptType => (RECEIPT_TYPES as readonly string[]).includes(value);

export const CARD_SETTINGS_MESSAGES = {
  merchantIdInvalid: 'Informe o Merchant ID da Cielo (um GUID, como 00000000-0000-0000-0000-000000000000)',
  merchantKeyRequired: 'Por favor, informe a Merchant Key da Cielo',
  merchantKeyInvalid: 'A Merchant Key da Cielo tem 40 caracteres, sem espaços',
  urlInvalid: 'Informe um endereço https:// (http:// só para um simulador na rede local)',
  accountIdInvalid: 'Informe o ID da conta do IXC (apenas números)',
  planningAccountIdInvalid: 'Informe o ID do planejamento analítico do IXC (apenas números)',
  receiptTypeInvalid: 'Escolha o tipo de recebimento do IXC: D, H, C, CD, DP, T, P, DC ou B',
  branchIdInvalid: 'O ID da filial deve conter apenas números',
  interestRateInvalid: 'Informe os juros ao mês entre 0 e 100, com até 2 casas decimais',
} as const;

export type CardSettingsField =
  | 'merchant_id'
  | 'merchant_key'
  | 'api_url'
  | 'query_url'
  | 'account_id'
  | 'planning_account_id'
  | 'receipt_type'
  | 'branch_id'
  | 'interest_rate';

/** The form's (and the admin API's) fields; the rate may come as a number or as '2,35'. */
export type CardSettingsForm = Partial<Record<Exclude<CardSettingsField, 'interest_rate'>, string | null>> & {
  interest_rate?: string | number | null;
};

/** The settings once checked: URLs and rate defaulted, blanks trimmed away. */
export interface CardSettingsValues {
  merchantId: string;
  /** null: keep the stored key (an edit that leaves the write-only field empty). */
  merchantKey: string | null;
  apiUrl: string;
  queryUrl: string;
  /** IXC's `conta_`: the cash or bank account the money lands in. */
  accountId: string;
  /** IXC's `id_conta`: the analytic planning account (chart of accounts). */
  planningAccountId: string;
  /** IXC's `tipo_recebimento` code; blank is C. */
  receiptType: ReceiptType;
  /** null: the invoice's own filial_id. */
  branchId: string | null;
  interestRate: number;
}

export type CardSettingsProblems = Partial<Record<CardSettingsField, string>>;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MERCHANT_KEY = new RegExp(`^[\\x21-\\x7e]{${CIELO_MERCHANT_KEY_LENGTH}}$`);
const IXC_ID = /^\d{1,12}$/;
const RATE = /^\d{1,3}(?:[.,]\d{1,2})?$/;
const HTTP_HOST = /^http:\/\/([^/:?#]+)/i;

/**
 * A gateway address: https, or plain http only to a host that cannot be on the internet (localhost, a loopback
 * address, or a one-label name such as docker compose's `sandbox`), where the demo's Cielo simulator listens.
 */
export function isGatewayUrl(value: string): boolean {
  if (!isValidUrl(value)) return false;
  if (/^https:\/\//i.test(value)) return true;
  const host = HTTP_HOST.exec(value)?.[1]?.toLowerCase();
  if (!host) return false;
  return host === 'localhost' || host.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(host) || !host.includes('.');
}

/** The monthly rate as a number, or null when it is not 0–100 with at most 2 decimals. Blank is the default. */
export function parseInterestRate(value: unknown): number | null {
  const text = numericFieldText(value);
  if (text === '') return DEFAULT_CARD_INTEREST_RATE;
  if (!RATE.test(text)) return null;
  const rate = Number(text.replace(',', '.'));
  return rate <= 100 ? rate : null;
}

/** The receipt type code given (blank: C), or null for anything off the list. */
export function receiptTypeOf(value: unknown): ReceiptType | null {
  const code = numericFieldText(value);
  if (code === '') return DEFAULT_RECEIPT_TYPE;
  return isReceiptType(code) ? code : null;
}

/**
 * Problems of a card settings form, field by field. The merchant key is write-only: required while nothing is
 * stored, and on edit an empty one keeps the stored key, unless either URL moves to another origin than `stored`'s
 * (the key goes to both). Blank URLs mean Cielo's production hosts, a blank branch the invoice's own, a blank
 * receipt type C, a blank rate 2.35.
 */
export function validateCardSettings(
  input: CardSettingsForm,
  options: { keyStored: boolean; stored?: { api_url: string; query_url: string } | null },
): CardSettingsProblems {
  const problems: CardSettingsProblems = {};
  if (!GUID.test(numericFieldText(input.merchant_id))) problems.merchant_id = CARD_SETTINGS_MESSAGES.merchantIdInvalid;
  const key = numericFieldText(input.merchant_key);
  if (key === '' && !options.keyStored) problems.merchant_key = CARD_SETTINGS_MESSAGES.merchantKeyRequired;
  else if (key !== '' && !MERCHANT_KEY.test(key)) problems.merchant_key = CARD_SETTINGS_MESSAGES.merchantKeyInvalid;
  for (const field of ['api_url', 'query_url'] as const) {
    const url = numericFieldText(input[field]);
    if (url !== '' && !isGatewayUrl(url)) problems[field] = CARD_SETTINGS_MESSAGES.urlInvalid;
  }
  const { apiUrl, queryUrl } = cardSettingsValues(input);
  const moved = (storedUrl: string | undefined, url: string) =>
    secretMustBeRetyped({ storedUrl, url, secretStored: options.keyStored, secretGiven: key !== '' });
  const urlsValid = !problems.api_url && !problems.query_url;
  if (urlsValid && !problems.merchant_key && (moved(options.stored?.api_url, apiUrl) || moved(options.stored?.query_url, queryUrl))) {
    problems.merchant_key = MESSAGES.merchantKeyRetype;
  }
  if (!IXC_ID.test(numericFieldText(input.account_id))) problems.account_id = CARD_SETTINGS_MESSAGES.accountIdInvalid;
  if (!IXC_ID.test(numericFieldText(input.planning_account_id)))
    problems.planning_account_id = CARD_SETTINGS_MESSAGES.planningAccountIdInvalid;
  if (receiptTypeOf(input.receipt_type) === null) problems.receipt_type = CARD_SETTINGS_MESSAGES.receiptTypeInvalid;
  const branch = numericFieldText(input.branch_id);
  if (branch !== '' && !IXC_ID.test(branch)) problems.branch_id = CARD_SETTINGS_MESSAGES.branchIdInvalid;
  if (parseInterestRate(input.interest_rate) === null) problems.interest_rate = CARD_SETTINGS_MESSAGES.interestRateInvalid;
  return problems;
}

/** The values of a form that `validateCardSettings` accepted. */
export function cardSettingsValues(input: CardSettingsForm): CardSettingsValues {
  const key = numericFieldText(input.merchant_key);
  const branch = numericFieldText(input.branch_id);
  return {
    merchantId: numericFieldText(input.merchant_id),
    merchantKey: key === '' ? null : key,
    apiUrl: numericFieldText(input.api_url) || CIELO_API_URL,
    queryUrl: numericFieldText(input.query_url) || CIELO_QUERY_URL,
    accountId: numericFieldText(input.account_id),
    planningAccountId: numericFieldText(input.planning_account_id),
    receiptType: receiptTypeOf(input.receipt_type) ?? DEFAULT_RECEIPT_TYPE,
    branchId: branch === '' ? null : branch,
    interestRate: parseInterestRate(input.interest_rate) ?? DEFAULT_CARD_INTEREST_RATE,
  };
}
