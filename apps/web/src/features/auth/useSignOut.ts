import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../../lib/http';
import { signOut } from './api';

/** SAIR: the server clears the cookie, the app forgets cached data, the person lands on sign-in. */
export function useSignOut() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setPending(true);
    setError(null);
    try {
      await signOut();
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(false);
      return;
    }
    await mutate(() => true, undefined, { revalidate: false });
    await navigate('/sign-in', { replace: true });
  }

  return { signOut: run, pending, error };
}
