import { tooLong } from './admin-customer';
import { isValidUrl, secretMustBeRetyped } from './service-url';
import { MESSAGES, requiredFieldMessage } from './messages';
import { fieldText } from './field-text';

/**
 * An app's partner connection: the partner's URL, the client_id (Watch) or username (the others), and the
 * client_secret or password. The secret is write-only: an empty one keeps the stored one.
 */

/** The integration methods that talk to a partner and so need its connection. */
export const PARTNER_METHODS = ['watch', 'watchbr', 'oletv', 'ole_tv', 'playhub', 'login_sva', 'api_atp_box', 'api_toca_livros'] as const;

export const INTEGRATION_USER_MAX_LENGTH = 200;
export const INTEGRATION_SECRET_MAX_LENGTH = 500;

/** Labels of the connection's fields, as 'Por favor, informe um/uma {campo}' names them. */
export const APP_INTEGRATION_LABELS = {
  integration_url: ['uma', 'URL da integração'],
  integration_user: ['um', 'usuário / client ID'],
  integration_secret: ['uma', 'senha / client secret'],
} as const;

export type AppIntegrationField = keyof typeof APP_INTEGRATION_LABELS;
export type AppIntegrationProblems = Partial<Record<AppIntegrationField, string>>;

/** The connection as a form sends it. */
export type AppIntegrationInput = { url?: string | null; user?: string | null; secret?: string | null } | null | undefined;

/** The connection once checked; `secret` is null when the stored one stays. */
export interface AppIntegrationValues {
  url: string;
  user: string;
  secret: string | null;
}

export function needsIntegration(method: unknown): boolean {
  return (PARTNER_METHODS as readonly unknown[]).includes(typeof method === 'string' ? method.trim() : method);
}

/** A secret is kept as given (a password may end in a space); only an all-blank one counts as none. */
const secretOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : '');

/**
 * Problems of the connection of an app with `method`; none for the methods that talk to no partner. A stored secret
 * stays only while the URL keeps the origin of `storedUrl`.
 */
export function validateAppIntegration(
  method: unknown,
  input: AppIntegrationInput,
  options: { secretStored: boolean; storedUrl?: string | null },
): AppIntegrationProblems {
  if (!needsIntegration(method)) return {};
  const problems: AppIntegrationProblems = {};
  const url = fieldText(input?.url);
  const user = fieldText(input?.user);
  const secret = secretOf(input?.secret);
  const required = (field: AppIntegrationField) => {
    const [article, label] = APP_INTEGRATION_LABELS[field];
    return requiredFieldMessage(article, label);
  };

  if (url === '') problems.integration_url = required('integration_url');
  else if (!isValidUrl(url)) problems.integration_url = MESSAGES.urlInvalid;
  if (user === '') problems.integration_user = required('integration_user');
  else if (user.length > INTEGRATION_USER_MAX_LENGTH) problems.integration_user = tooLong(INTEGRATION_USER_MAX_LENGTH);
  if (secret === '' && !options.secretStored) problems.integration_secret = required('integration_secret');
  else if (secret.length > INTEGRATION_SECRET_MAX_LENGTH) problems.integration_secret = tooLong(INTEGRATION_SECRET_MAX_LENGTH);
  else if (secretMustBeRetyped({ storedUrl: options.storedUrl, url, secretStored: options.secretStored, secretGiven: secret !== '' })) {
    problems.integration_secret = MESSAGES.integrationSecretRetype;
  }
  return problems;
}

/** The values of a connection that `validateAppIntegration` accepted; null for a method that needs none. */
export function appIntegrationValues(method: unknown, input: AppIntegrationInput): AppIntegrationValues | null {
  if (!needsIntegration(method)) return null;
  const secret = secretOf(input?.secret);
  return { url: fieldText(input?.url), user: fieldText(input?.user), secret: secret === '' ? null : secret };
}
