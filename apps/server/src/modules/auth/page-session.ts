import type { FastifyRequest } from 'fastify';
import { firstReadsOf, invoiceListPath, invoiceOfPage } from '@central/domain/first-reads';
import { accountOf } from '../../lib/account';
import { sessionTokenOf } from '../../plugins/auth';
import type { PageSession } from '../../plugins/web-app';
import { sessionInfo } from './auth-rules';
import type { SessionContext, SessionStore } from './sessions';
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
    const session = await subscriberOpening(request, deps.sessions);
    if (!tenant || !session) return null;
    const firstReads = firstReadsOf(pathname);
    if (firstReads.includes(invoiceListPath('to_pay'))) deps.warmUp(tenant, accountOf(session));
    const invoice = invoiceOfPage(pathname);
    if (invoice !== null) deps.warmInvoice(tenant, accountOf(session), invoice);
    return { session: sessionInfo(tenant, session), firstReads };
  };
}

/** The subscriber's sign-in page, with or without the trailing slash the app's routes accept. */
const SIGN_IN_PAGE = /^\/sign-in\/?$/;

/**
 * The subscriber's sign-in page says who opens it too, and only it of the public pages: a subscriber still signed in
 * goes on to the panel, and one whose session ended sees the form at once. The app asked the API first
 * when it remembered a sign-in, which cost a round trip before the form, and a session that had ended answered with
 * a 401 that the browser logs as an error. It starts no reads: the panel's page does, once the app is there.
 */
export function createSignInPageSession(deps: { sessions: SessionStore }): PageSession {
  return async (request, pathname) => {
    if (!SIGN_IN_PAGE.test(pathname)) return undefined;
    const session = await subscriberOpening(request, deps.sessions);
    return request.tenant && session ? { session: sessionInfo(request.tenant, session) } : null;
  };
}

/** The session of the subscriber whose browser asks for the page, at this provider; null without a live one. */
async function subscriberOpening(request: FastifyRequest, sessions: SessionStore): Promise<SessionContext | null> {
  const token = sessionTokenOf(request);
  if (!request.tenant || !token) return null;
  return sessions.resolve(token, request.tenant);
}
