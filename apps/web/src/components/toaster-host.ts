import { useSyncExternalStore } from 'react';

/**
 * Whether the shell's Toaster is wanted on the page, and whether it is there. Fluent's toasts (with their portal and
 * focus management) are not needed for a page's first paint, so the shell mounts its Toaster only when the browser is
 * idle, or as soon as something asks for a toast. A toast asked for earlier waits for the Toaster instead of being lost.
 */
let wanted = false;
const listeners = new Set<() => void>();
let mounted = deferred();

/** Asks for the Toaster; resolves once it is on the page and listening. */
export function requestToaster(): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return mounted.promise;
}

/** Whether the Toaster has been asked for (it then stays for every shell that follows). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

/** Called by the Toaster once it listens; answers what to call when it leaves the page. */
export function toasterMounted(): () => void {
  mounted.resolve();
  return () => {
    mounted = deferred();
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}
