import type { AcsDeviceSummary } from '../acs-client';
import { isTree, leafText } from './device-tree';
import { PPPOE_USERNAME_PATHS, UPTIME_PATHS } from './nbi-paths';
import { readOpticalPower } from './optical-power';

/**
 * A device document's summary. `pppLogin` is the first username path holding one of `logins` exactly (GenieACS
 * also matches a login's number, date and wildcard forms, so the adapter checks again), or the first username found
 * when `logins` is omitted. Null when the document lacks `_id` or `_deviceId` (not a GenieACS device).
 */
export function readSummary(document: unknown, now: Date, onlineWindowMs: number, logins?: ReadonlySet<string>): AcsDeviceSummary | null {
  if (!isTree(document) || typeof document._id !== 'string' || !isTree(document._deviceId)) return null;
  const identity = document._deviceId;
  const usernames = PPPOE_USERNAME_PATHS.map((path) => leafText(document, path)).filter((value): value is string => Boolean(value));
  const pppLogin = logins ? usernames.find((value) => logins.has(value)) : usernames[0];
  if (pppLogin === undefined && logins) return null;
  const informed = typeof document._lastInform === 'string' ? new Date(document._lastInform) : null;
  const lastContact = informed && !Number.isNaN(informed.getTime()) ? informed : null;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  const optical = readOpticalPower((path) => leafText(document, path));
  return {
    acsId: document._id,
    serialNumber: text(identity._SerialNumber) ?? document._id,
    manufacturer: text(identity._Manufacturer),
    model: text(identity._ProductClass),
    pppLogin: pppLogin ?? '',
    lastContact,
    online: lastContact !== null && now.getTime() - lastContact.getTime() <= onlineWindowMs,
    uptimeSeconds: uptimeOf(document),
    opticalRxDbm: optical.rxDbm,
    opticalTxDbm: optical.txDbm,
  };
}

/** `DeviceInfo.UpTime` (seconds, unsignedInt) of either data model; null when absent or not a whole number. */
function uptimeOf(document: unknown): number | null {
  const seconds = UPTIME_PATHS.map((path) => leafText(document, path)).find((value) => value !== undefined);
  return seconds !== undefined && /^\s*\d+\s*$/.test(seconds) ? Number(seconds) : null;
}
