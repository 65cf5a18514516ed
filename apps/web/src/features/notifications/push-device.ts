import { base64UrlBytes, sameKey, serviceWorkerUrl } from './push-keys';

/** docs/product/push.md#keys-and-the-service-worker: the notifications worker lives at this scope, away from the app's pages. */
export const SERVICE_WORKER_SCOPE = '/notification/';

/** Registers the worker and waits until it is active: `pushManager` refuses to subscribe before that. */
async function activeRegistration(icon: string | null): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl(icon), { scope: SERVICE_WORKER_SCOPE });
  const worker = registration.installing ?? registration.waiting;
  // `navigator.serviceWorker.ready` would wait for a worker controlling this page, which this one never does.
  if (!registration.active && worker) {
    await new Promise<void>((resolve) => {
      const settled = () => worker.state === 'activated' || worker.state === 'redundant';
      const check = () => {
        if (!settled()) return;
        worker.removeEventListener('statechange', check);
        resolve();
      };
      worker.addEventListener('statechange', check);
      check();
    });
  }
  return registration;
}

/** This device's subscription to the provider's key, reused when it exists and created otherwise. */
export async function deviceSubscription(vapidPublicKey: string, icon: string | null): Promise<PushSubscription> {
  const key = base64UrlBytes(vapidPublicKey);
  if (!key) throw new Error('The provider key is not base64url');
  const { pushManager } = await activeRegistration(icon);
  const existing = await pushManager.getSubscription();
  if (existing && sameKey(existing.options?.applicationServerKey, key)) return existing;
  // Made with a key the provider no longer has: its pushes could not arrive.
  if (existing) await existing.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
