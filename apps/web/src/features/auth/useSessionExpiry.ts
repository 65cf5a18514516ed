import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { isApiError } from '@/lib/http';

/**
 * A call answered 401 mid-session (the token expired while the page was open). The panel's loader is asked
 * again: it finds no session and sends the person to sign in, coming back here afterwards. Answers whether it
 * took over, so the caller shows nothing else.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  const { revalidate } = useRevalidator();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error, 401)) return false;
      void revalidate();
      return true;
    },
    [revalidate],
  );
}
