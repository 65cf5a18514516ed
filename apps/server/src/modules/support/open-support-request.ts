import { localDateTimeIn, MESSAGES } from '@central/domain';
import type { Account, AccountCache } from '../../lib/account-cache';
import { AppError } from '../../lib/app-error';
import type { WriteClaims } from '../../lib/write-claims';
import { writeOnce } from '../../lib/write-once';
import { featureFailure, isIxcFailure } from '../../integrations/ixc/errors';
import { failWrite } from '../../lib/unconfirmed-write';
import { createSupportGateway, type NewSupportRequest } from '../../integrations/ixc/support';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { takeSupportRequest, type SupportRequestLimitDeps } from './support-request-limit';
import { isRequestFor } from './support-rules';

/** Two minutes cover a double click, a second tab and a retry after a timeout. */
export const SUPPORT_DUPLICATE_WINDOW_MS = 2 * 60_000;
/** How far IXC's clock may lag ours when a request it lists is matched by its opening time. */
const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * Opens a support request in IXC at most once per subscriber, contract, subject and message within the
 * window (docs/decisions/010): a duplicate answers the request the first one opened. A request whose outcome
 * could not be confirmed answers so (504), and the next attempt looks for it in IXC before opening another.
 * Only a request about to be written to IXC takes one of the subscriber's requests of the hour (429 when none is
 * left); duplicates and requests found after an unconfirmed attempt take none. Answers the IXC id of the request.
 */
export async function openSupportRequest(
  deps: SupportRequestLimitDeps & { cache: AccountCache; claims: WriteClaims },
  tenant: ActiveTenant,
  account: Account,
  fields: NewSupportRequest,
  message: string,
): Promise<string> {
  const gateway = createSupportGateway(tenant.ixc, tenant.support.type);
  const findOpened = async (since: Date) => {
    const wanted = { ...fields, message, since: localDateTimeIn(tenant.timezone, new Date(since.getTime() - CLOCK_SLACK_MS)) };
    const rows = await gateway.listOwn(account.customerId);
    return rows.find((row) => isRequestFor(row, tenant.support.type, wanted))?.id ?? null;
  };
  try {
    return await writeOnce(deps.claims, {
      key: deps.claims.keyOf(['support-request', tenant.id, account.customerId, fields.contractId, fields.subjectId, message]),
      tenantId: tenant.id,
      windowMs: SUPPORT_DUPLICATE_WINDOW_MS,
      attemptMs: tenant.ixc.timeoutMs,
      write: async () => {
        // Taken before IXC is called, so concurrent requests cannot open more than the limit between them.
        const slot = await takeSupportRequest(deps, account);
        return gateway.create(fields).catch(async (error: unknown) => {
          // A request IXC surely did not open does not count; one that may have been opened does.
          if (!isIxcFailure(error, 'unconfirmed')) await deps.limiter.release(slot);
          throw error;
        });
      },
      find: findOpened,
    });
  } catch (error) {
    return failWrite(
      error,
      { cache: deps.cache, account },
      new AppError('SUPPORT_REQUEST_UNCONFIRMED', 504, MESSAGES.supportRequestUnconfirmed),
      // Our own refusals (the hourly limit) are answered as they are; IXC's failures get the feature's text.
      error instanceof AppError
        ? error
        : featureFailure(error, new AppError('SUPPORT_REQUEST_FAILED', 502, MESSAGES.supportRequestFailure)),
    );
  }
}
