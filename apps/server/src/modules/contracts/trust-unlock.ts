import { MESSAGES } from '@central/domain';
import type { TrustUnlockResult } from '@central/domain/api';
import type { Account, AccountCache } from '../../lib/account-cache';
import { AppError } from '../../lib/app-error';
import { createContractGateway } from '../../integrations/ixc/contracts';
import { failWrite } from '../../lib/unconfirmed-write';
import type { IxcRow } from '../../integrations/ixc/wire';
import type { ActiveTenant } from '../tenants/tenant-directory';

/** One of the subscriber's contracts, or 404 (contract-service.ts). */
interface OwnContracts {
  own(tenant: ActiveTenant, account: Account, contractId: string): Promise<IxcRow>;
}

/**
 * IXC's trust unlock of the subscriber's own contract, with IXC's answer as it came. A write: never retried;
 * when its outcome is unknown (no answer in time), the person is asked to check the contract before trying
 * again (docs/decisions/010).
 */
export async function trustUnlock(
  deps: { contracts: OwnContracts; cache: AccountCache },
  tenant: ActiveTenant,
  account: Account,
  contractId: string,
): Promise<TrustUnlockResult> {
  await deps.contracts.own(tenant, account, contractId);
  let answer;
  try {
    answer = await createContractGateway(tenant.ixc).trustUnlock(contractId);
  } catch (error) {
    return failWrite(error, { cache: deps.cache, account }, new AppError('TRUST_UNLOCK_UNCONFIRMED', 504, MESSAGES.trustUnlockUnconfirmed));
  }
  if (answer.success) await deps.cache.changed(account);
  return { type: answer.success ? 'success' : 'error', message: answer.message };
}
