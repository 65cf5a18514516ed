import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { errorMessage } from './http';

type SignOutOptions = {
  /** The sign-out call; the server clears the session's cookies. */
  request: () => Promise<unknown>;
  /** Where the person lands once signed out. */
  destination: string;
  /** A failure that means the session had already ended (it expired): there is nothing left to end. */
  isAlreadySignedOut?: (failure: unknown) => boolean;
};

/** Sair for any area: ends the session, drops the cached data, then leaves for `destination`; a failure stays in `error`. */
export function useSignOutFlow({ request, destination, isAlreadySignedOut = () => false }: SignOutOptions) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setPending(true);
    setError(null);
    try {
      await request();
    } catch (failure) {
      if (!isAlreadySignedOut(failure)) {
        setError(errorMessage(failure));
        setPending(false);
        return;
      }
    }
    await mutate(() => true, undefined, { revalidate: false });
    await navigate(destination, { replace: true });
  }

  return { signOut: run, pending, error };
}
