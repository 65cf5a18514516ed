import { DEFAULT_REMINDER_HOUR, normalizeCustomDomain } from '@central/domain';
import type { AcsRecord, AdminCardSettings, AdminCustomer, AdminCustomerBody } from '@central/domain/api';
import { cardFormFrom, type CardFormValues } from './card-settings-step';

/** The provider form's state: the admin customer's fields, its feature flags as inputs, its ACS connection and card settings. */
export type CustomerFormValues = {
  client_id: string;
  alias: string;
  vertical_logo_url: string;
  horizontal_logo_url: string;
  app_logo_url: string;
  favicon_url: string;
  login_background_url: string;
  primary_color: string;
  secondary_color: string;
  whatsapp_number: string;
  phone_number: string;
  contact_email: string;
  faq_url: string;
  support_type: AdminCustomer['support_type'];
  subjects: string[];
  department_id: string;
  process_id: string;
  support_menu: AdminCustomer['support_menu'];
  app_activation: AdminCustomer['app_activation'];
  credit_card: boolean;
  speed_test_url: string;
  /** Flags the form has no input for, kept as they are. */
  other_flags: string[];
  legal_name: string;
  legal_document: string;
  address: string;
  timezone: string;
  invoice_window: AdminCustomer['invoice_window'];
  /** '0' to '23'. */
  push_reminder_hour: string;
  ixc_domain: string;
  /** The provider's own host names, as typed: separated by commas or spaces. */
  custom_domains: string;
  dpo_email: string;
  /** Write-only: empty keeps the stored one. */
  ixc_access_token: string;
  /** Print a late bill's boleto with today's interest and fine (on unless unticked). */
  update_late_boleto: boolean;
  provider_password: string;
  acs_url: string;
  acs_issuer_id: string;
  acs_private_key: string;
  acs_kind: AcsRecord['acs_kind'];
  /** IXC ACS: how the access token is obtained. */
  acs_auth: NonNullable<AcsRecord['acs_auth']>;
  /** Pagamentos: the card settings, all text as typed; blank URLs are Cielo's production hosts. */
  card_merchant_id: string;
  /** Write-only: empty keeps the stored one. */
  card_merchant_key: string;
  card_api_url: string;
  card_query_url: string;
  /** IXC's `conta_`. */
  card_account_id: string;
  /** IXC's `id_conta`. */
  card_planning_account_id: string;
  /** One of RECEIPT_TYPES, chosen in a select (C unless chosen). */
  card_receipt_type: string;
  /** Blank: the invoice's own filial. */
  card_branch_id: string;
  /** Percent a month, '2,35'. */
  card_interest_rate: string;
} & CardFormValues;

const SPEED_TEST_PREFIX = 'speed_test->';

export const NEW_CUSTOMER: CustomerFormValues = {
  client_id: '',
  alias: '',
  vertical_logo_url: '',
  horizontal_logo_url: '',
  app_logo_url: '',
  favicon_url: '',
  login_background_url: '',
  primary_color: '#0f6cbd',
  secondary_color: '#00a3a3',
  whatsapp_number: '',
  phone_number: '',
  contact_email: '',
  faq_url: '',
  support_type: 'customer_service',
  subjects: [],
  department_id: '',
  process_id: '',
  support_menu: 'menu',
  app_activation: 'in_app',
  credit_card: false,
  speed_test_url: '',
  other_flags: [],
  legal_name: '',
  legal_document: '',
  address: '',
  timezone: 'America/Sao_Paulo',
  invoice_window: '15_days',
  push_reminder_hour: String(DEFAULT_REMINDER_HOUR),
  ixc_domain: '',
  custom_domains: '',
  dpo_email: '',
  ixc_access_token: '',
  update_late_boleto: true,
  provider_password: '',
  acs_url: '',
  acs_issuer_id: '',
  acs_private_key: '',
  acs_kind: 'ixc',
  acs_auth: 'client_secret',
  ...cardFormFrom(null),
};

/** The form as a stored provider fills it; secrets start empty (they are write-only). */
export function customerFormFrom(
  customer: AdminCustomer,
  acs: AcsRecord | null,
  cardSettings: AdminCardSettings | null = null,
): CustomerFormValues {
  const flags = customer.feature_flags;
  const speedTest = flags.find((flag) => flag.startsWith(SPEED_TEST_PREFIX));
  return {
    ...NEW_CUSTOMER,
    ...pickText(customer),
    support_type: customer.support_type,
    subjects: [...customer.subjects],
    support_menu: customer.support_menu,
    app_activation: customer.app_activation,
    credit_card: flags.includes('credit_card'),
    speed_test_url: speedTest ? speedTest.slice(SPEED_TEST_PREFIX.length) : '',
    other_flags: flags.filter((flag) => flag !== 'credit_card' && !flag.startsWith(SPEED_TEST_PREFIX)),
    invoice_window: customer.invoice_window,
    push_reminder_hour: customer.push_reminder_hour,
    update_late_boleto: customer.update_late_boleto,
    custom_domains: customer.custom_domains.join(', '),
    acs_url: acs?.acs_url ?? '',
    acs_issuer_id: acs?.acs_issuer_id ?? '',
    acs_kind: acs?.acs_kind ?? 'ixc',
    acs_auth: acs?.acs_auth ?? 'client_secret',
    ...cardFormFrom(cardSettings),
  };
}

const TEXT_FIELDS = [
  'client_id',
  'alias',
  'vertical_logo_url',
  'horizontal_logo_url',
  'app_logo_url',
  'favicon_url',
  'login_background_url',
  'primary_color',
  'secondary_color',
  'whatsapp_number',
  'phone_number',
  'contact_email',
  'faq_url',
  'department_id',
  'process_id',
  'legal_name',
  'legal_document',
  'address',
  'timezone',
  'ixc_domain',
  'dpo_email',
] as const;

function pickText(customer: AdminCustomer): Pick<CustomerFormValues, (typeof TEXT_FIELDS)[number]> {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, customer[field] ?? ''])) as Pick<
    CustomerFormValues,
    (typeof TEXT_FIELDS)[number]
  >;
}

/**
 * 'credit_card' and 'speed_test->URL' (docs/product/admin.md#customer-form), after the flags the form does not show. Wi-Fi
 * has no flag: subscribers see it when the provider's ACS is configured.
 */
export function featureFlagsOf(values: Pick<CustomerFormValues, 'credit_card' | 'speed_test_url' | 'other_flags'>): string[] {
  const speedTest = values.speed_test_url.trim();
  return [
    ...values.other_flags,
    ...(values.credit_card ? ['credit_card'] : []),
    ...(speedTest ? [`${SPEED_TEST_PREFIX}${speedTest}`] : []),
  ];
}

/** The create or edit body: trimmed text, blank optional text as null, and blank secrets left out (kept). */
export function customerBodyFrom(values: CustomerFormValues): AdminCustomerBody {
  const body: AdminCustomerBody = {
    support_type: values.support_type,
    subjects: values.subjects,
    support_menu: values.support_menu,
    app_activation: values.app_activation,
    feature_flags: featureFlagsOf(values),
    invoice_window: values.invoice_window,
    push_reminder_hour: values.push_reminder_hour,
    update_late_boleto: values.update_late_boleto,
    custom_domains: values.custom_domains
      .split(/[\s,;]+/)
      .map(normalizeCustomDomain)
      .filter(Boolean),
  };
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    body[field] = value === '' ? null : value;
  }
  if (values.ixc_access_token.trim()) body.ixc_access_token = values.ixc_access_token.trim();
  if (values.provider_password) body.provider_password = values.provider_password;
  return body;
}
