/**
 * Quota units. Nextcloud's units are binary: `OC_Helper::computerFileSize` (lib/private/legacy/OC_Helper.php, the
 * implementation behind `OCP\Util::computerFileSize`) reads "1 GB" as 1024^3 bytes, and `humanFileSize` writes
 * 1024^3 bytes back as "1 GB". The screens speak GB with at most one decimal (at least 1 GB), so a GB there is
 * 1024^3 bytes here: 1.5 GB is sent as 1610612736 bytes.
 *
 * Nextcloud stores a quota as that rounded human text ("1.5 GB", one decimal from MB up), so only whole or tenth
 * units survive a round trip; the screens' quotas always do.
 */
export const BYTES_PER_GB = 1024 ** 3;

export function gigabytesToBytes(gigabytes: number): number {
  if (!Number.isFinite(gigabytes) || gigabytes < 0) throw new RangeError('a quota is a non-negative number of GB');
  return Math.round(gigabytes * BYTES_PER_GB);
}

/** GB for the screen, to one decimal (what Nextcloud keeps anyway). */
export function bytesToGigabytes(bytes: number): number {
  return Math.round((bytes / BYTES_PER_GB) * 10) / 10;
}

/**
 * `quota.quota` of a user's data, in bytes, or null for no limit: Nextcloud reports -3 (`SPACE_UNLIMITED`) from
 * the storage info, or 'none' when the user's files were never set up (AUserData::fillStorageInfo); the whole
 * `quota` is an empty list when the storage info failed.
 */
export function readQuotaBytes(quota: unknown): number | null {
  const value = (quota as { quota?: unknown } | null)?.quota;
  const bytes = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  return typeof bytes === 'number' && Number.isFinite(bytes) && bytes >= 0 ? bytes : null;
}

export function readUsedBytes(quota: unknown): number {
  const used = Number((quota as { used?: unknown } | null)?.used ?? 0);
  return Number.isFinite(used) && used > 0 ? used : 0;
}
