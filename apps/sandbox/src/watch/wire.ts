import type { Answer } from '../simulator-kit';

/**
 * Watch Brasil's answer envelope and the texts the portal maps (docs/product/partners.md#watch-brasil-and-olé-tv).
 *
 * Confirmed from public integrator code calling apiweb.watch.tv.br: every answer is read as
 * `{HasError, IsValidationError, Result}`; the insert's `Result.ticket`, the lookup's `Result.list`, the re-sent
 * e-mail's `Result[0].email_send`. Inferred: the name of the error text's field (`ErrorMessage`, the one name an
 * integrator reads besides `error`/`message`) and that refusals come with HTTP 400.
 */
export const WATCH_TEXTS = {
  /** Same e-mail and same subscriber (same integration id, our CPF/CNPJ) with a live ticket for the package. */
  alreadyExists: 'cliente ja existe',
  /** The e-mail belongs to another subscriber (another integration id, or another ISP). */
  emailInUse: 'e-mail ja esta em uso',
  /** Ours: Watch's text for these is not public. */
  emailRequired: 'pEmail obrigatorio',
  emailInvalid: 'pEmail invalido',
  ticketRequired: 'pTicket obrigatorio',
  ticketNotFound: 'ticket nao encontrado',
  statusInvalid: 'pStatus deve ser true ou false',
  internal: 'erro interno',
  /** Ours, as are the code flow's refusals below: Watch's texts for them are not public. */
  unknownClient: 'client_id invalido',
  badRedirect: 'redirect_url invalida',
  unsupportedGrant: 'grant_type nao suportado',
  invalidClient: 'client_id ou client_secret invalido',
  invalidCode: 'code invalido ou expirado',
} as const;

export interface WatchEnvelope {
  HasError: boolean;
  IsValidationError: boolean;
  ErrorMessage?: string;
  Result: unknown;
}

export const success = (result: unknown): WatchEnvelope => ({ HasError: false, IsValidationError: false, Result: result });

export const refusal = (message: string, validation = true): WatchEnvelope => ({
  HasError: true,
  IsValidationError: validation,
  ErrorMessage: message,
  Result: null,
});

export type { Answer } from '../simulator-kit';

export const ok = (result: unknown): Answer => ({ status: 200, body: success(result) });
export const refused = (message: string): Answer => ({ status: 400, body: refusal(message) });
