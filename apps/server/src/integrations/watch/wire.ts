import { jsonObject, nonEmptyText, refusalByText } from '../partner-app/answer';
import type { PartnerAppSubscriber } from '../partner-app/subscriber';

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

/**
 * Texts Watch answers (docs/product/partners.md#the-subscribers-app-pages), compared without accents, case or
 * punctuation; a hyphen counts ('e-mail' is not 'email').
 */
export const PARTNER_TEXTS = {
  alreadyExists: 'cliente ja existe',
  emailInUse: 'e-mail ja esta em uso',
} as const;

/** The refusal Watch's text names; 'rejected' for any other. */
export const refusalOf = refusalByText(
  [
    ['already_active', PARTNER_TEXTS.alreadyExists],
    ['email_in_use', PARTNER_TEXTS.emailInUse],
  ],
  'keep',
);

export interface WatchSubscriber extends PartnerAppSubscriber {
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
  const record = jsonObject(body);
  if (!record) return undefined;
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

/** The token answer's `access_token`: Watch's own `Result[0]` (as integrators read it), or RFC 6749's top level. */
export function readAccessToken(body: unknown): string | undefined {
  const record = jsonObject(body) ?? {};
  const result: unknown = Array.isArray(record.Result) ? record.Result[0] : record.Result;
  return nonEmptyText(record.access_token) ?? nonEmptyText(jsonObject(result)?.access_token);
}
