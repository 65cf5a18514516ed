import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { SessionInfo } from '@central/domain/api';
import { servedSession, takeServedSession } from '@/app/served-data';
import { browserStorage } from '@/lib/storage';
import { fetchSession } from '@/features/auth/api';
import { panelPathFrom } from '@/features/auth/next-path';
import { forgetSignedIn, maybeSignedIn } from '@/features/auth/session-hint';

/**
 * A subscriber already signed in who opens /sign-in goes straight to the panel (or the panel page in `next`); this
 * runs before the page renders, so the form never flashes.
 * - The page the server wrote says who opens it. A session goes on, left in place for the panel's loader, which then
 *   asks nothing either; none shows the form at once.
 * - A page that says nothing (Vite's dev server, a database that did not answer): the session cookie is httpOnly, so
 *   the server is asked, but only when this browser signed in before. A refused or failed check just shows the form.
 */
export async function signInLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const store = browserStorage('local');
  const goOn = () => redirect(panelPathFrom(new URL(request.url).searchParams.get('next')));
  const served = servedSession<SessionInfo>();
  if (served) return goOn();
  if (served === null) {
    takeServedSession();
    forgetSignedIn(store);
    return null;
  }
  if (!maybeSignedIn(store)) return null;
  try {
    await fetchSession();
  } catch {
    forgetSignedIn(store);
    return null;
  }
  return goOn();
}
