import { WIFI_MESSAGES, wifiConfirmationProblem, wifiPasswordProblem } from '@central/domain';
import type { DeviceSummary, WifiChangeBody, WifiChangeResult } from '@central/domain/api';
import type { AcsDeviceSummary, WifiChangeResult as AcsChangeResult } from '../../integrations/acs-client';
import type { PppoeLogin } from '../../integrations/ixc/contracts';

/**
 * Device ids in URLs are opaque: the ACS's own id (a GenieACS `_id` such as `00259E-EG8145V5-48575443%2D1`,
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
  return acsId !== '' && encodeDeviceId(acsId) === id && ![...acsId].some((char) => char.charCodeAt(0) < 0x20) ? acsId : null;
}

/** A serial masked in part: the first 4 and last 4 characters show (`ZTEG••••B2C3`); short ones keep only the last 2. */
export function maskSerial(serial: string): string {
  if (serial.length <= 8) return `${'•'.repeat(Math.max(serial.length - 2, 0))}${serial.slice(-2)}`;
  return `${serial.slice(0, 4)}${'•'.repeat(Math.min(serial.length - 8, 8))}${serial.slice(-4)}`;
}

/** The API's `{lan},{wlan}`: two URL-safe parts joined by a comma (acs-client.ts WifiNetwork.key). */
export const isNetworkKey = (key: string) => /^[A-Za-z0-9._-]{1,50},[A-Za-z0-9._-]{1,50}$/.test(key);

/** A router as the subscriber's list shows it, with the contract whose PPPoE login it reports. */
export function summaryOf(device: AcsDeviceSummary, logins: readonly PppoeLogin[]): DeviceSummary {
  return {
    id: encodeDeviceId(device.acsId),
    serialNumber: maskSerial(device.serialNumber),
    manufacturer: device.manufacturer,
    model: device.model,
    pppLogin: device.pppLogin,
    contractId: logins.find((login) => login.login === device.pppLogin)?.contractId ?? null,
    lastContact: device.lastContact?.toISOString() ?? null,
    online: device.online,
  };
}

/**
 * The body's problems, each field's first, in the texts (docs/product/subscriber.md#wi-fi-and-routers); the networks
 * checked against the router later.
 */
export function problemsOf(body: WifiChangeBody): Record<string, string> {
  const password = body.password ?? '';
  const problems: Record<string, string> = {};
  const passwordProblem = wifiPasswordProblem(password);
  if (passwordProblem) problems.password = passwordProblem;
  const confirmationProblem = body.confirmation === undefined ? null : wifiConfirmationProblem(password, body.confirmation);
  if (confirmationProblem) problems.confirmation = confirmationProblem;
  const networks = body.networks ?? [];
  if (networks.length === 0 || !networks.every(isNetworkKey)) problems.networks = WIFI_MESSAGES.networksRequired;
  return problems;
}

export function resultOf(result: AcsChangeResult): WifiChangeResult {
  const message = { applied: WIFI_MESSAGES.bandApplied, queued: WIFI_MESSAGES.bandQueued, failed: WIFI_MESSAGES.bandFailed }[
    result.outcome
  ](result.band);
  return { key: result.key, band: result.band, outcome: result.outcome, message };
}
