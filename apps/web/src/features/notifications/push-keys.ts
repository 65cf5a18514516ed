/** A base64url (padding tolerated) value as bytes, as `applicationServerKey` takes it; null when it is not base64url. */
export function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> | null {
  const body = value.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(body) || body.length % 4 === 1) return null;
  const binary = atob(
    body
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(body.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key: a provider whose key changed needs a new one. */
export function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return true; // the browser does not say: keep the subscription
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

/** The server keys a device's settings by its push endpoint (docs/product/push.md#keys-and-the-service-worker). */
export const pushConfigPath = (endpoint: string) => `/api/central/config/push-notification/${encodeURIComponent(endpoint)}`;

/**
 * The service worker's address; it shows the provider's icon when a push brings none. Only a short http(s)
 * address goes in the query: an inline image would make the script URL huge.
 */
export function serviceWorkerUrl(icon: string | null | undefined): string {
  const base = '/notification/sw.js';
  if (!icon || icon.length > 1024 || !/^(https?:\/\/|\/(?!\/))/i.test(icon)) return base;
  return `${base}?icon=${encodeURIComponent(icon)}`;
}
