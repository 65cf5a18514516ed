import type { SessionInfo } from '@central/domain/api';
import { firstReadsOf, invoiceListPath } from '@central/domain/first-reads';
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../lib/account';
import { sessionTokenOf } from '../../plugins/auth';
import { sessionInfo } from './session-info';
import type { SessionStore } from './sessions';
import type { WarmUp } from './sign-in';

/**
 * Who opens a panel page, as the page's HTML tells the web app: the session (what GET /api/central/auth/valid-token
 * answers), or null when there is none. The panel then draws without asking for it, and sends a visitor with no
 * session to the sign-in without a round trip. Undefined when the server cannot tell (its database did not answer):
 * the page then asks the API, which answers with the error page's text.
 */
export type PanelPageSession = (request: FastifyRequest, pathname: string) => Promise<SessionInfo | null | undefined>;

/**
 * Opening a page that starts with the open bills (the home, the bills to pay) also starts reading them and the
 * contracts from the ERP, as a sign-in does (`warmUp`): those reads then run while the phone downloads and starts the
 * app, and the page's own calls find them cached or under way, instead of waiting an ERP round trip after the boot.
 */
export function createPanelPageSession(deps: { sessions: SessionStore; warmUp: WarmUp }): PanelPageSession {
  return async (request, pathname) => {
    const tenant = request.tenant;
    const token = sessionTokenOf(request);
    if (!tenant || !token) return null;
    let session;
    try {
      session = await deps.sessions.resolve(token, tenant);
    } catch (error) {
      request.log.warn({ err: error }, 'the session of a page could not be read');
      return undefined;
    }
    if (!session) return null;
    if (firstReadsOf(pathname).includes(invoiceListPath('to_pay'))) deps.warmUp(tenant, accountOf(session));
    return sessionInfo(tenant, session);
  };
}
