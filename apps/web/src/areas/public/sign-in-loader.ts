import { redirect, type LoaderFunctionArgs } from '../../router';
import { browserStorage } from '../../lib/storage';
import { fetchSession } from '../../features/auth/api';
import { panelPathFrom } from '../../features/auth/next-path';
import { forgetSignedIn, maybeSignedIn } from '../../features/auth/session-hint';

/**
 * A subscriber already signed in who opens /sign-in goes straight to the panel (or the panel page in `next`).
 * The session cookie is httpOnly, so the server is asked, but only when this browser signed in before; this runs
 * before the page renders, so the form never flashes. A refused or failed check just shows the form.
 */
export async function signInLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const store = browserStorage('local');
  if (!maybeSignedIn(store)) return null;
  try {
    await fetchSession();
  } catch {
    forgetSignedIn(store);
    return null;
  }
  throw redirect(panelPathFrom(new URL(request.url).searchParams.get('next')));
}
