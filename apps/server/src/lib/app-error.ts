import { MESSAGES } from '@central/domain';

/**
 * The one error type of the server. `code` is stable for clients, `message` is the pt-BR text the person reads
 * (docs/product/subscriber.md#common-behaviour-and-errors). The error handler turns it into `{ code, message }`.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Form calls: each field's first problem; the message is the first of them. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A form that fails its rules: 400, with every field's text and the first one as the message. */
export function invalidFields(fields: Record<string, string>, code = 'INVALID_FIELDS'): AppError {
  const first = Object.values(fields)[0] ?? MESSAGES.invalidRequest;
  return new AppError(code, 400, first, {}, fields);
}

export const badRequest = (code: string, message: string) => new AppError(code, 400, message);
export const unauthorized = (code: string, message: string) => new AppError(code, 401, message);
export const forbidden = (code: string, message: string) => new AppError(code, 403, message);
export const notFound = (code: string, message: string) => new AppError(code, 404, message);

/** The ERP answered badly or not at all: the person gets the generic text, the log gets the detail. */
export const upstreamFailure = (statusCode: 502 | 503 | 504 = 502) => new AppError('UPSTREAM_FAILURE', statusCode, MESSAGES.serverFailure);
