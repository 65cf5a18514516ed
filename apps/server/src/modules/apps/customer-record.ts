import { createCustomerGateway, type IxcCustomer } from '../../integrations/ixc/customers';
import type { Account, AccountCache } from '../../lib/account-cache';
import type { ActiveTenant } from '../tenants/tenant-directory';

const CUSTOMER_TTL_MS = 5 * 60_000;

/**
 * The subscriber's own record in IXC (name, document, e-mails, phone) as the app pages prefill it, cached a few
 * minutes per account like the contracts: a page view and the activation that follows it cost one ERP read, not
 * three. What must be read fresh (Toca Livros' birth date) is read apart.
 */
export function customerRecord(cache: Pick<AccountCache, 'read'>, tenant: ActiveTenant, account: Account): Promise<IxcCustomer | null> {
  return cache.read(account, 'apps:customer', CUSTOMER_TTL_MS, () => createCustomerGateway(tenant.ixc).findById(account.customerId));
}
