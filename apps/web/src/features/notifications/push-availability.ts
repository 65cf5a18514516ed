/** What the notifications page can do on this browser, for this provider (docs/product/subscriber.md#notifications). */
export type PushAvailability =
  /** No Notification, service worker or Push API here (older browsers; Safari on iOS outside the home screen). */
  | 'unsupported'
  /** The provider has no Web Push key: nothing could be delivered. */
  | 'no-provider-key'
  /** Never asked: offer to enable. */
  | 'ask'
  /** Refused: only the browser's settings can change it, so the page explains how. */
  | 'denied'
  | 'granted';

export type PushEnvironment = {
  hasNotification: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  permission: NotificationPermission | undefined;
  vapidPublicKey: string | null | undefined;
};

export function pushAvailability(env: PushEnvironment): PushAvailability {
  if (!env.hasNotification || !env.hasServiceWorker || !env.hasPushManager || env.permission === undefined) return 'unsupported';
  if (!env.vapidPublicKey) return 'no-provider-key';
  if (env.permission === 'granted') return 'granted';
  return env.permission === 'denied' ? 'denied' : 'ask';
}

/** This browser's side of it; the key comes from the provider's theme. */
export function browserPushEnvironment(vapidPublicKey: string | null | undefined): PushEnvironment {
  const hasNotification = typeof Notification !== 'undefined';
  return {
    hasNotification,
    hasServiceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
    permission: hasNotification ? Notification.permission : undefined,
    vapidPublicKey,
  };
}
