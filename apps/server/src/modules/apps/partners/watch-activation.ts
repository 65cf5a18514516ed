import { ACTIVATION_MESSAGES, APP_MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { WatchError, type WatchClient } from '../../../integrations/watch';
import { AppError } from '../../../lib/app-error';
import { partnerNotConnected } from './watch-access';

export interface WatchActivation {
  name: string;
  email: string;
  document: string;
  phone: string | null;
  /** The app's package at Watch (`pPacote`); left out, Watch uses the provider's default package. */
  packageId?: string;
}

/**
 * The app's package at Watch: its 'Produto' field (docs/product/partners.md#watch-brasil-and-olé-tv). Watch Brasil and
 * Olé TV are two packages of one Watch account, so each app names its own, or the second reads as already active.
 */
export const watchPackageOf = (row: { product: string | null }): string | undefined => row.product?.trim() || undefined;

/**
 * Provisions the subscriber at Watch Brasil (docs/product/partners.md#watch-brasil-and-olé-tv). The partner's two
 * refusals are the subscriber's to act on (docs/product/partners.md#watch-brasil-and-olé-tv): 'cliente ja existe'
 * (already active there: a warning) and 'e-mail ja esta em uso' (use another e-mail). Anything else is the generic
 * activation failure, logged for the provider.
 */
export async function activateAtWatch(
  client: WatchClient,
  subscriber: WatchActivation,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ ticket: string | null; alreadyActive: boolean }> {
  try {
    const { ticket } = await client.activate({
      name: subscriber.name,
      email: subscriber.email,
      document: subscriber.document,
      ...(subscriber.phone ? { phone: subscriber.phone } : {}),
      ...(subscriber.packageId ? { packageId: subscriber.packageId } : {}),
    });
    return { ticket, alreadyActive: false };
  } catch (error) {
    if (!(error instanceof WatchError)) throw error;
    // The subscriber has an account there already: active for us too, with the already-active warning.
    if (error.failure === 'already_active') return { ticket: null, alreadyActive: true };
    if (error.failure === 'email_in_use')
      throw new AppError('APP_EMAIL_IN_USE', 409, ACTIVATION_MESSAGES.emailInUse, {}, { customerEmail: ACTIVATION_MESSAGES.emailInUse });
    // The token ended or was revoked (watch-access.ts marked it, and logged it): as down as no connection at all.
    if (error.failure === 'unauthorized') throw partnerNotConnected();
    log.warn({ failure: error.failure, operation: error.operation, httpStatus: error.httpStatus }, 'Watch activation failed');
    const status = error.failure === 'timeout' ? 504 : error.failure === 'unavailable' ? 503 : 502;
    throw new AppError('APP_ACTIVATION_FAILED', status, APP_MESSAGES.activationFailure);
  }
}
