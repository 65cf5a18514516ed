/** The parts of Web Storage the app uses; tests pass a Map-backed fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's local or session storage, or null where it is unavailable (disabled cookies, some private
 * modes throw on access). Flags kept there are conveniences, never needed for a page to work.
 */
export function browserStorage(kind: 'local' | 'session'): KeyValueStore | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Runs a storage call, ignoring quota and access errors. */
export function tryStorage<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}
