import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/http';
import { ADMIN_PATHS } from './paths';

/** 401 (no or expired session) and 403 (a provider's session) mean the admin must sign in again. */
export function isAuthFailure(error: unknown): boolean {
  return isApiError(error, 401) || isApiError(error, 403);
}

/**
 * docs/product/admin.md#sign-in-and-session: a 401 or 403 anywhere in the admin area sends to the admin sign-in, with
 * no error toast. Answers whether it took over, so the caller shows nothing else.
 */
export function useAdminAuthFailure(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isAuthFailure(error)) return false;
      void navigate(ADMIN_PATHS.signIn, { replace: true });
      return true;
    },
    [navigate],
  );
}
