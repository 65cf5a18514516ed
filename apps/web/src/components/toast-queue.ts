/** A toast as useNotify asks for it: its intent, its text and how long it stays (-1: until closed). */
export type ToastRequest = { intent: 'success' | 'warning' | 'error'; text: string; timeout: number };

/**
 * docs/product/subscriber.md#common-behaviour-and-errors: how many toasts show at once; as many wait for the toaster's
 * code, the oldest giving way.
 */
export const MAX_TOASTS = 5;

/**
 * Between useNotify (toaster.tsx) and the toaster's code, which comes after the page's first paint (toaster-host.tsx):
 * `show` once a toaster is mounted, `waiting` for what was asked before, `mountRequests` for the toaster slots that
 * can mount one at once. A page with no slot mounts none, and its toasts wait for the next page that has one.
 */
export const toastQueue = {
  show: null as ((toast: ToastRequest) => void) | null,
  waiting: [] as ToastRequest[],
  mountRequests: new Set<() => void>(),
};

export function sendToast(toast: ToastRequest): void {
  if (toastQueue.show) {
    toastQueue.show(toast);
    return;
  }
  toastQueue.waiting.push(toast);
  toastQueue.waiting.splice(0, toastQueue.waiting.length - MAX_TOASTS);
  toastQueue.mountRequests.forEach((mount) => mount());
}
