import type { Page } from '@playwright/test';
import { urlFor } from './fixtures';

/** What a push subscription carries to the server: where to send, and the keys to encrypt for. */
export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Where the PushManager stub keeps whether the page subscribed: localStorage, so that it survives reloads. */
export const PUSH_SUBSCRIBED_FLAG = 'e2e:push-subscribed';

/**
 * Headless Chromium reaches no push service, so PushManager hands out `subscription` instead. Whether it exists
 * survives reloads, as a browser's would, until it is unsubscribed. With `vapidKey`, it is bound to that key as a
 * browser's is: a page subscribing with another key gets an error.
 */
export async function stubPushManager(page: Page, { endpoint, keys }: SubscriptionJson, vapidKey?: string) {
  const json = { endpoint, expirationTime: null, keys };
  await page.addInitScript(
    ({ json, flag, vapidKey }) => {
      const subscription = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { applicationServerKey: null, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(flag);
          return true;
        },
      };
      PushManager.prototype.subscribe = async (options) => {
        if (vapidKey !== null) {
          const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
          const base64url = btoa(String.fromCharCode(...key))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
          if (base64url !== vapidKey) throw new DOMException('not the provider key', 'InvalidAccessError');
        }
        localStorage.setItem(flag, json.endpoint);
        return subscription;
      };
      PushManager.prototype.getSubscription = async () => (localStorage.getItem(flag) ? subscription : null);
    },
    { json, flag: PUSH_SUBSCRIBED_FLAG, vapidKey: vapidKey ?? null },
  );
}

/**
 * The demo portal's notifications worker, reached through DevTools: `deliver` hands it a push message as the push
 * service would hand the browser one (the decrypted payload).
 */
export async function notificationsWorker(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === urlFor('demo', '/notification/') && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  return {
    deliver: async (data: string) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: urlFor('demo', ''), registrationId, data });
    },
  };
}

/** What the notifications worker shows. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const notifications = await (await navigator.serviceWorker.getRegistration('/notification/'))!.getNotifications();
    return notifications.map(({ title, body, tag, icon, data }) => ({ title, body, tag, icon, url: (data as { url: string }).url }));
  });
