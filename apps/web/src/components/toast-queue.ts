/** A toast as useNotify asks for it: its intent, its text and how long it stays (-1: until closed). */
export type ToastRequest = { intent: 'success' | 'warning' | 'error'; text: string; timeout: number };

/**
 * Between useNotify (toaster.tsx) and the toaster's code, which comes after the page's first paint (toaster-host.tsx):
 * `show` once a toaster is mounted, `waiting` for what was asked before, `mountRequests` for the toaster slots that
 * can mount one at once.
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
  toastQueue.mountRequests.forEach((mount) => mount());
}
