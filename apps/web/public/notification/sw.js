/*
 * Central's Web Push worker, registered by /panel/notifications at scope /notification/ (docs/product/push.md): it
 * controls no page, it only shows the provider's pushes and opens the page a notification points to.
 * A push is JSON { title, body, url, icon?, tag? }; notifications render plain text, never HTML.
 */
const ORIGIN = self.location.origin;
const HOME = new URL('/panel', ORIGIN).href;
// The page passes the provider's icon in the script address (?icon=…) for pushes that bring none.
const PROVIDER_ICON = new URL(self.location.href).searchParams.get('icon') || undefined;

self.addEventListener('install', () => self.skipWaiting());

/** Only addresses of this portal are opened: a push can never send the subscriber elsewhere. */
function sameOriginUrl(value) {
  if (typeof value !== 'string' || value === '') return HOME;
  try {
    const url = new URL(value, ORIGIN);
    return url.origin === ORIGIN ? url.href : HOME;
  } catch {
    return HOME;
  }
}

const text = (value) => (typeof value === 'string' ? value : '');

function readPush(data) {
  if (!data) return null;
  let message;
  try {
    message = data.json();
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object' || !text(message.title)) return null;
  return {
    title: text(message.title),
    body: text(message.body),
    url: sameOriginUrl(message.url),
    icon: text(message.icon) || PROVIDER_ICON,
    tag: text(message.tag) || undefined,
  };
}

self.addEventListener('push', (event) => {
  const push = readPush(event.data);
  if (!push) return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: push.icon,
      badge: push.icon,
      tag: push.tag,
      data: { url: push.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
