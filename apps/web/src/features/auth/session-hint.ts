import { tryStorage, type KeyValueStore } from '@/lib/storage';

const KEY = 'central:signed-in';

/**
 * A hint, kept in local storage, that this browser holds a subscriber session. The session cookie itself is
 * httpOnly, so /sign-in only asks the server whether it is still valid when the hint says so: a visitor who never
 * signed in costs no request. The hint is never trusted for access: the server decides.
 */
export function rememberSignedIn(store: KeyValueStore | null): void {
  tryStorage(() => store?.setItem(KEY, '1'), undefined);
}

export function forgetSignedIn(store: KeyValueStore | null): void {
  tryStorage(() => store?.removeItem(KEY), undefined);
}

export function maybeSignedIn(store: KeyValueStore | null): boolean {
  return tryStorage(() => store?.getItem(KEY) === '1', false);
}
