import { redirect, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { SessionInfo } from '@central/domain/api';
import { firstReadsOf, readsAfter } from '@central/domain/first-reads';
import { dropEarlyReads, isApiError, readEarly } from '@/lib/http';
import { fetchSession } from '@/features/auth/api';
import { signInPathReturningTo } from '@/features/auth/next-path';
import { forgetSignedIn, maybeSignedIn, rememberSignedIn } from '@/features/auth/session-hint';
import { takeServedSession } from '@/app/served-data';
import { browserStorage } from '@/lib/storage';
import { whenIdle } from '@/lib/when-idle';

export const PANEL_ROUTE_ID = 'panel';

/**
 * Every /panel page needs a session; without one the person signs in and comes back to the same page. A panel page
 * opened from the server says who opens it (app/served-data.ts): then nothing is asked before drawing, and with no
 * session the sign-in follows at once. Otherwise (a later visit to the panel in the same tab, or the dev server) the
 * session is asked for; in a browser that was signed in, the page's first reads (the home's, a bill list's, an
 * invoice's: @central/domain/first-reads) start beside that check instead of after it, and are dropped, unseen, if the
 * session is gone.
 */
export async function panelLoader({ request }: LoaderFunctionArgs): Promise<SessionInfo | Response> {
  const url = new URL(request.url);
  const served = takeServedSession<SessionInfo>();
  if (served === null) {
    forgetSignedIn(browserStorage('local'));
    return redirect(signInPathReturningTo(url));
  }
  if (served || maybeSignedIn(browserStorage('local'))) startFirstReads(url.pathname);
  if (served) {
    // The hint is for later pages that carry no session; the first use of local storage in a page waits on the
    // browser to load it (3 to 10 ms here), so it is written when the phone is idle, not in the boot's task.
    whenIdle(() => rememberSignedIn(browserStorage('local')));
    return served;
  }
  try {
    const session = await fetchSession();
    rememberSignedIn(browserStorage('local'));
    return session;
  } catch (error) {
    dropEarlyReads();
    if (isApiError(error, 401) || isApiError(error, 403)) {
      forgetSignedIn(browserStorage('local'));
      return redirect(signInPathReturningTo(url));
    }
    throw error;
  }
}

/** The page's first reads, and those their answers lead to (an unpaid invoice's PIX) as soon as each answer is in. */
function startFirstReads(pathname: string): void {
  for (const path of firstReadsOf(pathname)) {
    readEarly(path).then(
      (answer) => readsAfter(path, answer).forEach((next) => void readEarly(next)),
      () => undefined,
    );
  }
}

export function useSession(): SessionInfo {
  const session = useRouteLoaderData<typeof panelLoader>(PANEL_ROUTE_ID);
  if (!session) throw new Error('useSession outside of the panel routes');
  return session;
}
