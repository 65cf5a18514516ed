import type { Account } from './account-cache';
import type { SessionContext } from '../modules/auth/sessions';

/** The account a session acts on: the cache and every ERP call are scoped by it. */
export function accountOf(session: SessionContext): Account {
  return { tenantId: session.tenantId, customerId: session.customerId };
}
