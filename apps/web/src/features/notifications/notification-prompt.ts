import { tryStorage, type KeyValueStore } from '@/lib/storage';

/** Set on a successful sign-in; the home page then offers notifications until they are dismissed or followed. */
export const NOTIFICATION_PROMPT_KEY = 'central:notification-prompt';

export function armNotificationPrompt(storage: KeyValueStore | null): void {
  tryStorage(() => storage?.setItem(NOTIFICATION_PROMPT_KEY, '1'), undefined);
}

export function clearNotificationPrompt(storage: KeyValueStore | null): void {
  tryStorage(() => storage?.removeItem(NOTIFICATION_PROMPT_KEY), undefined);
}

/** The browser's notification permission; undefined where there is no Notification API (some phones' browsers). */
export function notificationPermission(): NotificationPermission | undefined {
  return typeof Notification === 'undefined' ? undefined : Notification.permission;
}

/** docs/product/subscriber.md#notifications: offered while the permission was never asked and the sign-in flag is set. */
export function shouldOfferNotifications(permission: NotificationPermission | undefined, storage: KeyValueStore | null): boolean {
  if (permission !== 'default') return false;
  return tryStorage(() => storage?.getItem(NOTIFICATION_PROMPT_KEY) === '1', false);
}
