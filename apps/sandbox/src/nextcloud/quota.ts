/**
 * Quota as Nextcloud handles it. Units are binary: 1 GB = 1024^3 bytes.
 *
 * - Reading a value (`OC_Helper::computerFileSize`, lib/private/legacy/OC_Helper.php, Nextcloud 26+): lower-cased;
 *   a numeric string is the byte count; otherwise the leading number times the unit matched by `[kmgtp]?b?` at
 *   the end (b, k/kb, m/mb, g/gb, t/tb, p/pb); no unit at the end gives `false` (OCS 102, "Invalid quota value").
 * - Storing it: `UsersController::editUser` turns the bytes into `OC_Helper::humanFileSize` ("5 GB", one decimal
 *   from MB up), so a byte count that is not a round number of the unit comes back rounded.
 * - Reporting it: `GET /cloud/users/{id}` gives `quota.quota` in bytes (`OC_Helper::getStorageInfo`), or -3
 *   (`FileInfo::SPACE_UNLIMITED`) when there is none.
 */

const UNITS: Record<string, number> = {
  b: 1,
  k: 1024,
  kb: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
  t: 1024 ** 4,
  tb: 1024 ** 4,
  p: 1024 ** 5,
  pb: 1024 ** 5,
};

/** `FileInfo::SPACE_UNLIMITED`: what `quota.quota` says for a user without a quota. */
export const SPACE_UNLIMITED = -3;

/** PHP's `is_numeric` for the strings a quota can be: optional sign, digits, optional fraction and exponent. */
export const isNumeric = (text: string) => /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(text);

/** PHP's `(float) $str`: the longest leading number, 0 when there is none. */
function leadingNumber(text: string): number {
  const match = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(text);
  return match ? Number(match[0]) : 0;
}

/** Bytes from a human size ("5 GB", "512MB", "1073741824"), or false when Nextcloud would refuse it. */
export function computerFileSize(value: string): number | false {
  const text = value.toLowerCase();
  if (isNumeric(text)) return Number(text);
  const unit = /([kmgtp]?b?)$/.exec(text)?.[1] ?? '';
  const factor = UNITS[unit];
  if (!factor) return false;
  return Math.round(leadingNumber(text) * factor);
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The human size Nextcloud stores as a user's quota: "1 GB", "1.5 GB", "512 MB", "10 KB", "100 B". */
export function humanFileSize(bytes: number): string {
  if (bytes < 0) return '?';
  if (bytes < 1024) return `${bytes} B`;
  let size = round(bytes / 1024, 0);
  if (size < 1024) return `${size} KB`;
  for (const unit of ['MB', 'GB', 'TB']) {
    size = round(size / 1024, 1);
    if (size < 1024) return `${size} ${unit}`;
  }
  return `${round(size / 1024, 1)} PB`;
}

/** A stored quota: 'none' (unlimited), 'default' (the instance's default, unlimited here) or a human size. */
export type StoredQuota = string;

/** The bytes of a stored quota, or null for unlimited. */
export function quotaBytes(stored: StoredQuota): number | null {
  if (stored === 'none' || stored === 'default') return null;
  const bytes = computerFileSize(stored);
  return bytes === false ? null : bytes;
}

/** The simulated disk's free space, for users without a quota (`free` comes from the disk then). */
export const SIMULATED_DISK_FREE = 2 * 1024 ** 4;

export interface StorageInfo {
  free: number;
  used: number;
  total: number;
  relative: number;
  quota: number;
}

/** `OC_Helper::getStorageInfo` for a home folder: free and total capped by the quota, relative in percent. */
export function storageInfo(stored: StoredQuota, used: number): StorageInfo {
  const quota = quotaBytes(stored);
  const free = quota === null ? SIMULATED_DISK_FREE : Math.max(quota - used, 0);
  let total = free + used;
  if (quota !== null && quota > 0 && total > quota) total = quota;
  const relative = total > 0 ? Math.round((used / total) * 10000) / 100 : 0;
  return { free, used, total, relative, quota: quota ?? SPACE_UNLIMITED };
}
