import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../../lib/http';
import { signOutAdmin } from './auth-api';
import { isAuthFailure } from './useAdminAuthFailure';
import { ADMIN_PATHS } from './paths';

/** Sair: the server clears the staff cookies, the cache is dropped, the admin lands on the admin sign-in. */
export function useAdminSignOut() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setPending(true);
    setError(null);
    try {
      await signOutAdmin();
    } catch (failure) {
      // Already signed out (the session expired): there is nothing left to end.
      if (!isAuthFailure(failure)) {
        setError(errorMessage(failure));
        setPending(false);
        return;
      }
    }
    await mutate(() => true, undefined, { revalidate: false });
    await navigate(ADMIN_PATHS.signIn, { replace: true });
  }

  return { signOut: run, pending, error };
}
