import { MESSAGES } from '@central/domain';
import type { Account, AccountCache } from '../../lib/account-cache';
import { AppError } from '../../lib/app-error';
import type { WriteClaims } from '../../lib/write-claims';
import { writeOnce } from '../../lib/write-once';
import { featureFailure } from '../../integrations/ixc/errors';
import { failWrite } from '../../lib/unconfirmed-write';
import { createSupportGateway, type NewSupportRequest } from '../../integrations/ixc/support';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { isRequestFor, localDateTimeIn } from './support-rules';

/** SPEC is silent; two minutes cover a double click, a second tab and a retry after a timeout. */
export const SUPPORT_DUPLICATE_WINDOW_MS = 2 * 60_000;
/** How far IXC's clock may lag ours when a request it lists is matched by its opening time. */
const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * Opens a support request in IXC at most once per subscriber, contract, subject and message within the
 * window (docs/decisions/010): a duplicate answers the request the first one opened. A request whose outcome
 * could not be confirmed answers so (504), and the next attempt looks for it in IXC before opening another.
 * Answers the IXC id of the request.
 */
export async function openSupportRequest(
  deps: { cache: AccountCache; claims: WriteClaims },
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
      write: () => gateway.create(fields),
      find: findOpened,
    });
  } catch (error) {
    return failWrite(
      error,
      { cache: deps.cache, account },
      new AppError('SUPPORT_REQUEST_UNCONFIRMED', 504, MESSAGES.supportRequestUnconfirmed),
      featureFailure(error, new AppError('SUPPORT_REQUEST_FAILED', 502, MESSAGES.supportRequestFailure)),
    );
  }
}
