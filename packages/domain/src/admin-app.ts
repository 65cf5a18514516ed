import { ACTIVATION_CRITERIA, INTEGRATION_METHODS, METHODS_NOT_FOR_ANY } from './app-catalogue';
import { isValidImageUrl, TEXT_MAX_LENGTH, tooLong } from './admin-customer';
import { isWatchMethod } from './apps';
import { isValidUrl } from './service-url';
import { MESSAGES, requiredFieldMessage } from './messages';
import { validateAppIntegration, type AppIntegrationField, type AppIntegrationInput } from './admin-app-integration';

export * from './admin-app-integration';

/**
 * The rules of the admin's app form (docs/product/admin.md#apps). The server applies them to every
 * create and edit; the web form runs the same function before submitting, so both say the same words.
 */

export type ActivationCriterion = (typeof ACTIVATION_CRITERIA)[number];
export type IntegrationMethod = (typeof INTEGRATION_METHODS)[number];

/** Labels of the required fields, as 'Por favor, informe um/uma {campo}' names them. */
export const CUSTOMER_APP_LABELS = {
  name: ['um', 'nome'],
  image: ['uma', 'imagem'],
  activation_criteria: ['um', 'critério de ativação'],
  integration_method: ['um', 'método de integração'],
} as const;

export type CustomerAppField =
  | 'name'
  | 'image'
  | 'pending_text'
  | 'active_text'
  | 'app_store_link'
  | 'play_store_link'
  | 'activation_criteria'
  | 'product_ids'
  | 'plan_ids'
  | 'product'
  | 'integration_method'
  | 'integration_method_product_ids'
  | AppIntegrationField;

export type CustomerAppProblems = Partial<Record<CustomerAppField, string>>;

/** A looked-up IXC product or plan, as stored: `{ id, label }`, shown as 'id - label'. */
// A type, not an interface: it is stored as JSON, which needs the implicit index signature.
export type LookupItem = { id: string; label: string };

const LOOKUP_ID = /^\d{1,12}$/;

/** 'id - label' (or a bare id) as the form sends it; null when the id is not digits. */
export function parseLookupEntry(entry: string): LookupItem | null {
  const dash = entry.indexOf('-');
  const id = (dash < 0 ? entry : entry.slice(0, dash)).trim();
  const label = dash < 0 ? '' : entry.slice(dash + 1).trim();
  return LOOKUP_ID.test(id) ? { id, label } : null;
}

/** The valid entries of a list, in order. */
export function parseLookupList(entries: unknown): LookupItem[] {
  return textList(entries).flatMap((entry) => parseLookupEntry(entry) ?? []);
}

export function isActivationCriterion(value: unknown): value is ActivationCriterion {
  return (ACTIVATION_CRITERIA as readonly unknown[]).includes(value);
}

export function isIntegrationMethod(value: unknown): value is IntegrationMethod {
  return (INTEGRATION_METHODS as readonly unknown[]).includes(value);
}

/** docs/product/admin.md#apps: watchbr, ole_tv, playhub and login_sva need a contract criterion. */
export function isMethodAllowed(method: string, criterion: string): boolean {
  return criterion !== 'any' || !(METHODS_NOT_FOR_ANY as readonly string[]).includes(method);
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/**
 * Problems of an app form, field by field (each field's first one). `secretStored`: the app already has a partner
 * secret, so an empty one keeps it while the URL keeps the origin of `storedUrl`.
 */
export function validateCustomerApp(
  input: Record<string, unknown>,
  options: AppFormContext = { secretStored: false },
): CustomerAppProblems {
  const problems: CustomerAppProblems = {};
  const text = (field: CustomerAppField) => (typeof input[field] === 'string' ? input[field].trim() : '');
  for (const field of Object.keys(CUSTOMER_APP_LABELS) as Array<keyof typeof CUSTOMER_APP_LABELS>) {
    const [article, label] = CUSTOMER_APP_LABELS[field];
    if (blank(input[field])) problems[field] = requiredFieldMessage(article, label);
  }

  if (!problems.name && text('name').length > TEXT_MAX_LENGTH) problems.name = tooLong(TEXT_MAX_LENGTH);
  if (!problems.image && !isValidImageUrl(text('image'))) problems.image = MESSAGES.appImageInvalid;
  for (const field of ['app_store_link', 'play_store_link'] as const) {
    if (!blank(input[field]) && !isValidUrl(text(field))) problems[field] = MESSAGES.urlInvalid;
  }
  for (const field of ['pending_text', 'active_text', 'product'] as const) {
    if (text(field).length > TEXT_MAX_LENGTH) problems[field] = tooLong(TEXT_MAX_LENGTH);
  }

  const criterion = text('activation_criteria');
  const method = text('integration_method');
  if (!problems.activation_criteria && !isActivationCriterion(criterion)) problems.activation_criteria = MESSAGES.optionInvalid;
  if (!problems.integration_method && !isIntegrationMethod(method)) problems.integration_method = MESSAGES.optionInvalid;
  if (!problems.integration_method && !isMethodAllowed(method, criterion)) problems.integration_method = MESSAGES.appMethodNotAllowed;

  const lists = [
    ['product_ids', MESSAGES.productDuplicate, criterion === 'product_in_contract' ? MESSAGES.appProductsRequired : null],
    ['plan_ids', MESSAGES.planDuplicate, criterion === 'plan_in_contract' ? MESSAGES.appPlansRequired : null],
    [
      'integration_method_product_ids',
      MESSAGES.productDuplicate,
      method === 'add_product_in_contract' ? MESSAGES.appProductsRequired : null,
    ],
  ] as const;
  for (const [field, duplicate, whenEmpty] of lists) {
    const problem = listProblem(textList(input[field]), duplicate);
    if (problem) problems[field] = problem;
    else if (whenEmpty && textList(input[field]).length === 0) problems[field] = whenEmpty;
  }
  if (!problems.integration_method)
    Object.assign(problems, validateAppIntegration(method, input.integration as AppIntegrationInput, options));
  if (!problems.product && isWatchMethod(method) && options.otherWatchPackages?.includes(text('product'))) {
    problems.product = MESSAGES.watchPackageTaken;
  }
  return problems;
}

/** What the app form's rules know besides the form: the stored app's secret and URL, and the provider's other apps. */
export interface AppFormContext {
  secretStored: boolean;
  storedUrl?: string | null;
  /**
   * The 'Produto' (Watch package, '' for Watch's default) of each of the provider's other Watch apps: Watch Brasil and
   * Olé TV are packages of one Watch account, so two apps on one package would activate the same subscription.
   */
  otherWatchPackages?: readonly string[];
}

/** The first bad entry of an 'id - label' list: an id that is not digits, or one given twice. */
function listProblem(entries: string[], duplicate: string): string | null {
  const seen = new Set<string>();
  for (const entry of entries) {
    const item = parseLookupEntry(entry);
    if (!item) return MESSAGES.lookupIdInvalid;
    if (seen.has(item.id)) return duplicate;
    seen.add(item.id);
  }
  return null;
}
