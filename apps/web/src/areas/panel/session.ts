import { redirect, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { SessionInfo } from '@central/domain/api';
import { dropEarlyReads, isApiError, readEarly } from '../../lib/http';
import { fetchSession } from '../../features/auth/api';
import { signInPathReturningTo } from '../../features/auth/next-path';
import { forgetSignedIn, maybeSignedIn, rememberSignedIn } from '../../features/auth/session-hint';
import { firstReadsOf } from '../../lib/first-reads';
import { browserStorage } from '../../lib/storage';

export const PANEL_ROUTE_ID = 'panel';

/**
 * Every /panel page needs a session; without one the person signs in and comes back to the same page. Opening a
 * page in a browser that was signed in, the page's first reads (the home's, a bill list's, an invoice's:
 * lib/first-reads.ts) start beside the session check instead of after it; they are dropped, unseen, if the session
 * is gone.
 */
export async function panelLoader({ request }: LoaderFunctionArgs): Promise<SessionInfo> {
  if (maybeSignedIn(browserStorage('local'))) firstReadsOf(new URL(request.url).pathname).forEach(readEarly);
  try {
    const session = await fetchSession();
    rememberSignedIn(browserStorage('local'));
    return session;
  } catch (error) {
    dropEarlyReads();
    if (isApiError(error, 401) || isApiError(error, 403)) {
      forgetSignedIn(browserStorage('local'));
      throw redirect(signInPathReturningTo(new URL(request.url)));
    }
    throw error;
  }
}

export function useSession(): SessionInfo {
  const session = useRouteLoaderData<typeof panelLoader>(PANEL_ROUTE_ID);
  if (!session) throw new Error('useSession outside of the panel routes');
  return session;
}
