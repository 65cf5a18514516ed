import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { NextcloudError, type NextcloudFailure, PASSWORD_CONFIRMATION_LOG } from '../../integrations/nextcloud';

/**
 * A Nextcloud that is down, slow or misconfigured gives the call's own docs/product/partners.md#atp-box-cloud-storage
 * text, never a 500 and never a hang (every call has the connection's deadline): 504 for a timeout, 503 when it is
 * unreachable or answers 5xx, 502 for anything else it should not have said (wrong credentials, a wrong URL, an unknown
 * code). The subscriber never learns which: the log tells the operator, and says so plainly when the provider's
 * credential is of the wrong kind (an app password where Nextcloud 34 asks for a password confirmation).
 */
const STATUS: Partial<Record<NextcloudFailure, 502 | 503 | 504>> = { timeout: 504, unavailable: 503 };

export function cloudFailure(error: unknown, text: string, log: FastifyBaseLogger): Error {
  if (error instanceof AppError) return error;
  if (error instanceof NextcloudError) {
    // The adapter's errors carry no body and no header, so they are safe to log whole.
    const fields = { failure: error.failure, operation: error.operation, statuscode: error.statuscode, httpStatus: error.httpStatus };
    if (error.failure === 'password_confirmation') log.error(fields, PASSWORD_CONFIRMATION_LOG);
    else log.warn(fields, 'cloud storage call failed');
    return new AppError(`CLOUD_${error.failure.toUpperCase()}`, STATUS[error.failure] ?? 502, text);
  }
  log.warn({ err: error }, 'cloud storage call failed unexpectedly');
  return new AppError('CLOUD_FAILURE', 502, text);
}

/** Runs one Nextcloud call, turning its failure into `text` unless `readFailure` names a more precise answer. */
export async function cloudCall<T>(
  text: string,
  log: FastifyBaseLogger,
  call: () => Promise<T>,
  readFailure: (error: NextcloudError) => AppError | undefined = () => undefined,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const precise = error instanceof NextcloudError ? readFailure(error) : undefined;
    throw precise ?? cloudFailure(error, text, log);
  }
}
