import { useSignOutFlow } from '../../lib/use-sign-out';
import { signOut } from './api';

/** SAIR: the server clears the cookie, the app forgets cached data, the person lands on sign-in. */
export const useSignOut = () => useSignOutFlow({ request: signOut, destination: '/sign-in' });
