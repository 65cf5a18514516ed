import { useSignOutFlow } from '@/lib/use-sign-out';
import { signOutAdmin } from './auth-api';
import { isAuthFailure } from './useAdminAuthFailure';
import { ADMIN_PATHS } from './paths';

/** Sair: the server clears the staff cookies, the cache is dropped, the admin lands on the admin sign-in. */
export const useAdminSignOut = () =>
  useSignOutFlow({ request: signOutAdmin, destination: ADMIN_PATHS.signIn, isAlreadySignedOut: isAuthFailure });
