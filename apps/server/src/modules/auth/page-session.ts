import { firstReadsOf, invoiceListPath } from '@central/domain/first-reads';
import { accountOf } from '../../lib/account';
import { sessionTokenOf } from '../../plugins/auth';
import type { PageSession } from '../../plugins/web-app';
import { sessionInfo } from './session-info';
import type { SessionStore } from './sessions';
import type { WarmUp } from './sign-in';

/**
 * Who opens a panel page: what GET /api/central/auth/valid-token would answer, or null. Opening a page that starts
 * with the open bills (the home, the bills to pay) also starts reading them and the contracts from the ERP, as a
 * sign-in does (`warmUp`): those reads then run while the phone downloads and starts the app, and the page's own
 * calls find them cached or under way, instead of waiting an ERP round trip after the app started.
 */
export function createPanelPageSession(deps: { sessions: SessionStore; warmUp: WarmUp }): PageSession {
  return async (request, pathname) => {
    const tenant = request.tenant;
    const token = sessionTokenOf(request);
    if (!tenant || !token) return null;
    const session = await deps.sessions.resolve(token, tenant);
    if (!session) return null;
    const firstReads = firstReadsOf(pathname);
    if (firstReads.includes(invoiceListPath('to_pay'))) deps.warmUp(tenant, accountOf(session));
    return { session: sessionInfo(tenant, session), firstReads };
  };
}
