import { Suspense, lazy, useEffect, useState } from 'react';
import { onFirstInteraction } from '@/lib/first-interaction';
import { whenIdle } from '@/lib/when-idle';
import { sendToast, toastQueue, type ToastRequest } from './toast-queue';

/** docs/product/subscriber.md#common-behaviour-and-errors: how long each kind of toast stays. */
export const TOAST_MS = { copied: 2000, result: 2500, failure: 3500 } as const;
/**
 * Past this many characters a toast is more than a glance (about what a phone shows on two lines): it stays until its
 * reader closes it, instead of vanishing mid-sentence (WCAG 2.2.1).
 */
export const LONG_TOAST_CHARS = 60;

const ToasterHost = lazy(() => import('./toaster-host'));

/**
 * The one place for toasts, in the panel's, the admin's and the provider's pages; pages reach it through `useNotify`.
 * Its code (Fluent's toaster, with its motion, focus handling and live region) is neither on the way to the page's first
 * paint nor run after it while the page is only looked at: mounting it took 25 to 40 ms of the main thread after each
 * page load here. It is mounted when the browser is idle after the person's first press, key or focus, so its live
 * region is there before the toast that action may bring, or at once when a toast is asked for before that, which then
 * waits for it.
 */
export function PanelToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    toastQueue.mountRequests.add(mount);
    if (toastQueue.waiting.length > 0) mount();
    let idle: { cancel: () => void } | undefined;
    const stopWaiting = onFirstInteraction(() => (idle = whenIdle(mount)));
    return () => {
      toastQueue.mountRequests.delete(mount);
      stopWaiting();
      idle?.cancel();
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}

/** Short texts close by themselves after their time (TOAST_MS); long ones stay, with 'Fechar'. */
export type Notify = {
  /** Copy confirmations: 2000 ms. */
  copied: (text: string) => void;
  /** Results of an action: 2500 ms. */
  success: (text: string) => void;
  warning: (text: string) => void;
  /** Failed downloads and other failed actions: 3500 ms. */
  failure: (text: string) => void;
};

function notifier(intent: ToastRequest['intent'], timeout: number): (text: string) => void {
  return (text) => sendToast({ intent, text, timeout: text.length > LONG_TOAST_CHARS ? -1 : timeout });
}

const NOTIFY: Notify = {
  copied: notifier('success', TOAST_MS.copied),
  success: notifier('success', TOAST_MS.result),
  warning: notifier('warning', TOAST_MS.result),
  failure: notifier('error', TOAST_MS.failure),
};

/** The same functions on every render, so a page can name them in its effects' dependencies. */
export function useNotify(): Notify {
  return NOTIFY;
}
