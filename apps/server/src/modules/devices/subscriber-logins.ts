import { createContractGateway, type PppoeLogin } from '../../integrations/ixc/contracts';
import type { Account, AccountCache } from '../../lib/account-cache';
import type { ContractService } from '../contracts/contracts-service';
import type { ActiveTenant } from '../tenants/tenant-directory';

const LOGINS_TTL_MS = 5 * 60_000;

/** IXC's contract statuses of a contract that ended: inactive (I, canceled) and gave up (D, desistiu). */
const ENDED = new Set(['I', 'D']);

/**
 * The PPPoE logins of the subscriber's contracts (canceled ones left out): a router belongs to a subscriber when
 * the login it reports to the ACS is one of these. One IXC listing with an `in` filter, after the
 * contracts (cached), and kept a few minutes per account like the contracts.
 */
export function subscriberLogins(
  deps: { cache: Pick<AccountCache, 'read'>; contracts: Pick<ContractService, 'rows'> },
  tenant: ActiveTenant,
  account: Account,
): Promise<PppoeLogin[]> {
  return deps.cache.read(account, 'devices:logins', LOGINS_TTL_MS, async () => {
    const contracts = (await deps.contracts.rows(tenant, account)).filter((row) => !ENDED.has(row.status ?? '')).map((row) => row.id ?? '');
    return createContractGateway(tenant.ixc).pppoeLoginsOf(contracts.filter(Boolean));
  });
}
