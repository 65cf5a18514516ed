import { customDomainsProblem } from './custom-domains';
import { isValidEmail } from './email';
import { MESSAGES, requiredFieldMessage } from './messages';
import { isValidUrl, ixcDomainUrl, secretMustBeRetyped } from './service-url';

/**
 * The rules of the admin's provider form (docs/product/admin.md#customer-form). The server applies
 * them to every create and edit; the web form runs the same functions before submitting, so both say the same
 * words.
 */

/** A DNS label: the first label of the provider's host is its client_id (docs/product/subscriber.md#providers-and-hosts). */
export const CLIENT_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const TEXT_MAX_LENGTH = 1000;
export const PROVIDER_PASSWORD_MIN_LENGTH = 12;
export const PROVIDER_PASSWORD_MAX_LENGTH = 200;
/** The admin's own password: same floor as the provider's. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** The flags the portal reads. Wi-Fi is not one: it follows the provider's ACS configuration. */
export const FEATURE_FLAGS = ['credit_card', 'speed_test'] as const;
/** A flag with its setting, such as 'speed_test->https://...', fits in this many characters. */
export const FEATURE_FLAG_MAX_LENGTH = 600;

/** The local hours ('0' to '23') a provider's due-date reminders can go out from; 9:00 unless chosen. */
export const REMINDER_HOURS: readonly string[] = Array.from({ length: 24 }, (_, hour) => String(hour));
export const DEFAULT_REMINDER_HOUR = 9;

/** The choices of the form's selects; anything else is 'Dados inválidos'. */
export const ADMIN_CUSTOMER_CHOICES = {
  support_type: ['os', 'customer_service'],
  support_menu: ['menu', 'chat'],
  app_activation: ['in_app', 'chat'],
  invoice_window: ['15_days', '1_month'],
  push_reminder_hour: REMINDER_HOURS,
} as const;

/** Labels of the form's fields, as 'Por favor, informe um/uma {campo}' names them. */
export const ADMIN_CUSTOMER_LABELS = {
  client_id: ['um', 'Client ID'],
  alias: ['um', 'Aliás'],
  ixc_domain: ['um', 'domínio do IXC'],
  ixc_access_token: ['um', 'token de acesso do IXC'],
  primary_color: ['uma', 'cor primária'],
  vertical_logo_url: ['um', 'logo vertical'],
  department_id: ['um', 'ID do departamento'],
} as const;

export type AdminCustomerField =
  | 'client_id'
  | 'alias'
  | 'vertical_logo_url'
  | 'horizontal_logo_url'
  | 'app_logo_url'
  | 'favicon_url'
  | 'login_background_url'
  | 'primary_color'
  | 'secondary_color'
  | 'whatsapp_number'
  | 'phone_number'
  | 'contact_email'
  | 'faq_url'
  | 'support_type'
  | 'subjects'
  | 'department_id'
  | 'process_id'
  | 'support_menu'
  | 'app_activation'
  | 'feature_flags'
  | 'legal_name'
  | 'legal_document'
  | 'address'
  | 'timezone'
  | 'invoice_window'
  | 'push_reminder_hour'
  | 'ixc_domain'
  | 'ixc_access_token'
  | 'provider_password'
  | 'custom_domains'
  | 'dpo_email';

/** Images: an http(s) address, or a small inline image (data:image/…), which the portal's content policy shows. */
export const IMAGE_URL_FIELDS = [
  'vertical_logo_url',
  'horizontal_logo_url',
  'app_logo_url',
  'favicon_url',
  'login_background_url',
] as const;
export const URL_FIELDS = [...IMAGE_URL_FIELDS, 'faq_url'] as const;

/** A field's first problem, or null. */
export type FieldProblems = Partial<Record<AdminCustomerField, string>>;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,][^\r\n]+$/i;

/**
 * An inline image is not a URL in the sense of the URL fields (their 500 characters are an address's): a small logo
 * drawn as paths, as the demo providers' are, takes a few kilobytes. The admin API takes no field longer than this
 * either.
 */
export const INLINE_IMAGE_MAX_LENGTH = 10_000;

/** An image address: http(s) (at most 500 characters), or an inline image of at most 10,000, as the demo logos are. */
export function isValidImageUrl(value: string): boolean {
  return isValidUrl(value) || (value.length <= INLINE_IMAGE_MAX_LENGTH && INLINE_IMAGE.test(value));
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Problems of a provider form, field by field. `storedSecrets` says which write-only secrets the provider already
 * has: on edit, an empty ERP token keeps the stored one, so it is required only when nothing is stored, or when
 * `ixc_domain` moves to another origin than `storedIxcDomain` (the token is bound to where it was typed for).
 */
export function validateAdminCustomer(
  input: Record<string, unknown>,
  options: { creating: boolean; storedSecrets?: { ixc_access_token?: boolean }; storedIxcDomain?: string | null },
): FieldProblems {
  const problems: FieldProblems = {};
  const text = (field: AdminCustomerField) => (typeof input[field] === 'string' ? input[field] : '');
  const required = (field: keyof typeof ADMIN_CUSTOMER_LABELS) => {
    if (!blank(input[field])) return;
    const [article, label] = ADMIN_CUSTOMER_LABELS[field];
    problems[field] ??= requiredFieldMessage(article, label);
  };

  if (options.creating) {
    required('client_id');
    if (!problems.client_id && !CLIENT_ID_PATTERN.test(text('client_id'))) problems.client_id = MESSAGES.clientIdInvalid;
  }
  required('alias');
  required('ixc_domain');
  required('primary_color');
  required('vertical_logo_url');
  // IXC's sector of every support request: setor of a service order, id_ticket_setor of a ticket.
  required('department_id');
  if (options.creating || !options.storedSecrets?.ixc_access_token) required('ixc_access_token');

  for (const field of URL_FIELDS) {
    const valid = (IMAGE_URL_FIELDS as readonly string[]).includes(field) ? isValidImageUrl : isValidUrl;
    if (!problems[field] && !blank(input[field]) && !valid(text(field))) problems[field] = MESSAGES.urlInvalid;
  }
  if (!problems.ixc_domain && !blank(input.ixc_domain) && ixcDomainUrl(text('ixc_domain')) === null)
    problems.ixc_domain = MESSAGES.urlInvalid;
  if (!problems.ixc_domain && !problems.ixc_access_token && ixcTokenMustBeRetyped(input, options))
    problems.ixc_access_token = MESSAGES.ixcTokenRetype;
  for (const field of ['primary_color', 'secondary_color'] as const) {
    if (!problems[field] && !blank(input[field]) && !COLOR_PATTERN.test(text(field))) problems[field] = MESSAGES.colorInvalid;
  }
  if (!blank(input.contact_email) && !isValidEmail(text('contact_email'))) problems.contact_email = MESSAGES.adminEmailInvalid;
  if (!blank(input.dpo_email) && !isValidEmail(text('dpo_email'))) problems.dpo_email = MESSAGES.adminEmailInvalid;
  const domains = customDomainsProblem(input.custom_domains);
  if (domains) problems.custom_domains = domains;
  if (!blank(input.timezone) && !isTimeZone(text('timezone'))) problems.timezone = MESSAGES.timezoneInvalid;
  if (!blank(input.provider_password)) {
    const length = text('provider_password').length;
    if (length < PROVIDER_PASSWORD_MIN_LENGTH) problems.provider_password = MESSAGES.providerPasswordTooShort;
    else if (length > PROVIDER_PASSWORD_MAX_LENGTH) problems.provider_password = tooLong(PROVIDER_PASSWORD_MAX_LENGTH);
  }
  for (const field of [
    'alias',
    'whatsapp_number',
    'phone_number',
    'legal_name',
    'legal_document',
    'address',
    'ixc_access_token',
  ] as const) {
    if (!problems[field] && text(field).length > TEXT_MAX_LENGTH) problems[field] = tooLong(TEXT_MAX_LENGTH);
  }
  for (const field of ['department_id', 'process_id'] as const) {
    if (!problems[field] && !blank(input[field]) && !/^\d{1,12}$/.test(text(field))) problems[field] = MESSAGES.lookupIdInvalid;
  }
  for (const [field, choices] of Object.entries(ADMIN_CUSTOMER_CHOICES) as Array<[AdminCustomerField, readonly string[]]>) {
    if (!blank(input[field]) && !choices.includes(text(field))) problems[field] = MESSAGES.invalidRequest;
  }
  const subjects = subjectsProblem(input.subjects);
  if (subjects) problems.subjects = subjects;
  const flags = input.feature_flags;
  if (flags !== undefined && flags !== null) {
    if (!Array.isArray(flags) || flags.some((flag) => typeof flag !== 'string')) problems.feature_flags = MESSAGES.invalidRequest;
    else if (flags.some((flag: string) => flag.length > FEATURE_FLAG_MAX_LENGTH)) problems.feature_flags = tooLong(FEATURE_FLAG_MAX_LENGTH);
  }
  return problems;
}

/** The ERP token goes only where it was typed for: a new origin of ixc_domain needs it again. */
function ixcTokenMustBeRetyped(
  input: Record<string, unknown>,
  options: { storedSecrets?: { ixc_access_token?: boolean }; storedIxcDomain?: string | null },
): boolean {
  const address = (value: unknown) => (typeof value === 'string' ? (ixcDomainUrl(value) ?? value) : null);
  return secretMustBeRetyped({
    storedUrl: address(options.storedIxcDomain),
    url: address(input.ixc_domain),
    secretStored: options.storedSecrets?.ixc_access_token === true,
    secretGiven: !blank(input.ixc_access_token),
  });
}

/** An 'id - content' subject entry: digits, a hyphen, then the wording shown. */
const SUBJECT_ENTRY = /^\s*\d{1,12}\s*-\s*\S/;

/**
 * The first problem of a list of 'id - content' subjects: 'ID do assunto inválido' for an entry that is not
 * one, 'Assunto já adicionado' for an id given twice; null when the list is fine (or absent).
 */
export function subjectsProblem(entries: unknown): string | null {
  if (entries === undefined || entries === null) return null;
  if (!Array.isArray(entries)) return MESSAGES.subjectIdInvalid;
  const seen = new Set<string>();
  for (const entry of entries) {
    if (typeof entry !== 'string' || !SUBJECT_ENTRY.test(entry)) return MESSAGES.subjectIdInvalid;
    const id = lookupEntryId(entry)!.replace(/^0+(?=\d)/, '');
    if (seen.has(id)) return MESSAGES.subjectDuplicate;
    seen.add(id);
  }
  return null;
}

export function tooLong(max: number): string {
  return MESSAGES.textTooLong.replace('{max}', String(max));
}

/** 'id - label' as the admin form stores looked-up subjects, products and plans. */
export function lookupEntry(id: string, label: string): string {
  return `${id} - ${label}`;
}

/** The id of an 'id - label' entry, or null when it is not one. */
export function lookupEntryId(entry: string): string | null {
  return /^\s*(\d+)\s*-/.exec(entry)?.[1] ?? null;
}
