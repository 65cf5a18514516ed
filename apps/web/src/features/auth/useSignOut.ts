import { useSignOutFlow } from '@/lib/use-sign-out';
import { browserStorage } from '@/lib/storage';
import { signOut } from './api';
import { forgetSignedIn } from './session-hint';

/** SAIR: the server clears the cookie, the app forgets cached data, the person lands on sign-in. */
export const useSignOut = () =>
  useSignOutFlow({ request: () => signOut().finally(() => forgetSignedIn(browserStorage('local'))), destination: '/sign-in' });
