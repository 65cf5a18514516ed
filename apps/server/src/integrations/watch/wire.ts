/**
 * Watch Brasil's wire contract in one place: paths, parameter names, answer shapes and the texts the spec maps.
 * docs/decisions/019-partner-apps.md says which are confirmed from public material (apiweb.watch.tv.br and
 * integrators' code) and which are inferred; when Watch hands a provider its real contract, this file changes.
 */
export const WATCH_PATHS = {
  /** The code flow's first step (`auth_uri`), posted by the admin's browser: `client_id`, `redirect_url`, `approval_prompt`, `uid`. */
  authenticate: '/watch/v1/oauth/authenticate',
  /** Exchanges the code for the access token (`token_uri`), at the host's root. */
  token: '/oauth/token',
  insert: '/watch/v2/assinantes/insert',
  tickets: '/watch/v2/tickets/get',
  updateStatus: '/watch/v1/tickets/updatestatus',
  deleteTicket: '/watch/v1/tickets/delete',
  /** Re-sends the welcome e-mail with the login: the nearest public call to a password recovery. */
  sendActivation: '/watch/v1/assinante/sendemailactivation',
} as const;

/**
 * The grant of the code exchange. RFC 6749's name for it; Watch's own page and two integrators in production send
 * `password` with the same fields, and no public client shows `authorization_code` working against Watch itself
 * (docs/decisions/019-partner-apps.md): if Watch refuses it, this is the line to change.
 */
export const WATCH_CODE_GRANT = 'authorization_code';

/** Texts Watch answers (docs/product/partners.md#the-subscribers-app-pages), compared without accents, case or punctuation. */
export const PARTNER_TEXTS = {
  alreadyExists: 'cliente ja existe',
  emailInUse: 'e-mail ja esta em uso',
} as const;

export interface WatchSubscriber {
  name: string;
  email: string;
  /** CPF/CNPJ digits. */
  document: string;
  phone?: string;
  packageId?: string;
}

/**
 * The insert's form. The document goes in `pAssinanteIDIntegracao`, the one public field for the ISP's own
 * reference to a subscriber: it is what tells "the same subscriber again" from "another subscriber's e-mail".
 */
export function insertForm(subscriber: WatchSubscriber): Record<string, string> {
  const form: Record<string, string> = {
    pEmail: subscriber.email.trim(),
    pName: subscriber.name.trim(),
    pAssinanteIDIntegracao: subscriber.document.replace(/\D/g, ''),
  };
  if (subscriber.phone) form.pPhone = subscriber.phone.replace(/\D/g, '');
  if (subscriber.packageId) form.pPacote = subscriber.packageId;
  return form;
}

/** Watch's envelope `{HasError, IsValidationError, Result}`; the error text's field name is inferred. */
export interface Envelope {
  hasError: boolean;
  message?: string;
  result: unknown;
}

export function readEnvelope(body: unknown): Envelope | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const text = [record.ErrorMessage, record.Message, record.message, record.error_description, record.error].find(
    (value) => typeof value === 'string',
  );
  if (!('HasError' in record) && !('Result' in record))
    return text === undefined ? undefined : { hasError: true, message: text, result: undefined };
  return {
    hasError: record.HasError === true || record.IsValidationError === true,
    message: text,
    result: record.Result,
  };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9@-]+/g, ' ')
    .trim();

export const saysText = (message: string | undefined, text: string) => message !== undefined && fold(message).includes(fold(text));

/** The token answer's `access_token`: Watch's own `Result[0]` (as integrators read it), or RFC 6749's top level. */
export function readAccessToken(body: unknown): string | undefined {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const result: unknown = Array.isArray(record.Result) ? record.Result[0] : record.Result;
  for (const source of [record, result && typeof result === 'object' ? (result as Record<string, unknown>) : {}]) {
    if (typeof source.access_token === 'string' && source.access_token !== '') return source.access_token;
  }
  return undefined;
}
