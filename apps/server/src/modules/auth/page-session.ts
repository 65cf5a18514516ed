import { firstReadsOf, invoiceListPath, invoiceOfPage } from '@central/domain/first-reads';
import { accountOf } from '../../lib/account';
import { sessionTokenOf } from '../../plugins/auth';
import type { PageSession } from '../../plugins/web-app';
import { sessionInfo } from './session-info';
import type { SessionStore } from './sessions';
import type { WarmInvoice, WarmUp } from './sign-in';

/**
 * Who opens a panel page: what GET /api/central/auth/valid-token would answer, or null. Opening a page that starts
 * with the open bills (the home, the bills to pay) also starts reading them and the contracts from the ERP, as a
 * sign-in does (`warmUp`): those reads then run while the phone downloads and starts the app, and the page's own
 * calls find them cached or under way, instead of waiting an ERP round trip after the app started. Opening an
 * invoice's page (from a reminder, say) starts that invoice's read and, if it is unpaid, its PIX (`warmInvoice`): the
 * app asks for the PIX only once the invoice's answer and its own code are in, and then finds it ready.
 */
export function createPanelPageSession(deps: { sessions: SessionStore; warmUp: WarmUp; warmInvoice: WarmInvoice }): PageSession {
  return async (request, pathname) => {
    const tenant = request.tenant;
    const token = sessionTokenOf(request);
    if (!tenant || !token) return null;
    const session = await deps.sessions.resolve(token, tenant);
    if (!session) return null;
    const firstReads = firstReadsOf(pathname);
    if (firstReads.includes(invoiceListPath('to_pay'))) deps.warmUp(tenant, accountOf(session));
    const invoice = invoiceOfPage(pathname);
    if (invoice !== null) deps.warmInvoice(tenant, accountOf(session), invoice);
    return { session: sessionInfo(tenant, session), firstReads };
  };
}
