/**
 * Device ids in URLs are opaque (issue 13): the ACS's own id (a GenieACS `_id` such as `00259E-EG8145V5-48575443%2D1`,
 * an IXC ACS serial) travels base64url-encoded, so no raw serial appears in an address or a log of paths. Opaque is
 * not secret: every read and write still checks that the router's PPPoE login is the subscriber's.
 */
export function encodeDeviceId(acsId: string): string {
  return Buffer.from(acsId, 'utf8').toString('base64url');
}

/** The ACS id behind an opaque id, or null for anything that is not one we could have made. */
export function decodeDeviceId(id: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(id)) return null;
  const acsId = Buffer.from(id, 'base64url').toString('utf8');
  return acsId !== '' && encodeDeviceId(acsId) === id && !/[\u0000-\u001f]/.test(acsId) ? acsId : null;
}

/** A serial masked in part: the first 4 and last 4 characters show (`ZTEG••••B2C3`); short ones keep only the last 2. */
export function maskSerial(serial: string): string {
  if (serial.length <= 8) return `${'•'.repeat(Math.max(serial.length - 2, 0))}${serial.slice(-2)}`;
  return `${serial.slice(0, 4)}${'•'.repeat(Math.min(serial.length - 8, 8))}${serial.slice(-4)}`;
}

/** SPEC's `{lan},{wlan}`: two URL-safe parts joined by a comma (acs-client.ts WifiNetwork.key). */
export const isNetworkKey = (key: string) => /^[A-Za-z0-9._-]{1,50},[A-Za-z0-9._-]{1,50}$/.test(key);
