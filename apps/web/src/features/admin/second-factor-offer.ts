import { browserStorage, tryStorage, type KeyValueStore } from '@/lib/storage';

const KEY = 'central.adminSecondFactorOffer';

/**
 * Where a second factor is optional (the demo), the admin is asked once after signing in with the form, and not again
 * in that browser tab's session whatever the answer: the sign-in page marks the offer, the admin area asks and clears it.
 * Sign-ins made otherwise (scripts, the API) are never asked.
 */
export const secondFactorOffer = {
  mark: (store: KeyValueStore | null = browserStorage('session')) => tryStorage(() => store?.setItem(KEY, '1'), undefined),
  pending: (store: KeyValueStore | null = browserStorage('session')) => tryStorage(() => store?.getItem(KEY) === '1', false),
  clear: (store: KeyValueStore | null = browserStorage('session')) => tryStorage(() => store?.removeItem(KEY), undefined),
};
