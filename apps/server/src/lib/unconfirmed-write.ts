import { isIxcFailure } from '../integrations/ixc/errors';
import type { Account, AccountCache } from './account-cache';
import type { AppError } from './app-error';

/**
 * How a failed ERP write ends (docs/decisions/010). When its outcome is unknown, the write may have happened:
 * the subscriber's cached reads are dropped, so the list they are asked to check comes from IXC, and the
 * feature's 504 text says to check before trying again. Any other failure is thrown as `otherwise`.
 */
export async function failWrite(
  error: unknown,
  subscriber: { cache: AccountCache; account: Account },
  unconfirmed: AppError,
  otherwise: unknown = error,
): Promise<never> {
  if (!isIxcFailure(error, 'unconfirmed')) throw otherwise;
  await subscriber.cache.changed(subscriber.account);
  throw unconfirmed;
}
