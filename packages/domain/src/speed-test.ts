import { isValidUrl } from './service-url';

/** A theme's feature flag that turns the speed test on: 'speed_test->https://…' (docs/product/subscriber.md#speed-test). */
export const SPEED_TEST_FLAG_PREFIX = 'speed_test->';

/** Plain http only to this machine: the demo's speed test runs beside the portal (http://localhost:8093/). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * The address a speed test may be embedded from: a valid URL (see isValidUrl) over https, or over http to
 * loopback. Anything else (other http, javascript:, data:) is no speed test at all.
 */
export function isSpeedTestUrl(value: string): boolean {
  const [, scheme = '', host = ''] = /^(https?):\/\/([^/:?#]+)/i.exec(value) ?? [];
  if (!isValidUrl(value)) return false;
  return scheme.toLowerCase() === 'https' || LOOPBACK_HOSTS.has(host.toLowerCase());
}

/** The speed test's address from a list of feature flags, or null when there is none or it is not allowed. */
export function speedTestUrlOf(flags: readonly string[]): string | null {
  const flag = flags.find((entry) => entry.startsWith(SPEED_TEST_FLAG_PREFIX));
  const url = flag?.slice(SPEED_TEST_FLAG_PREFIX.length).trim() ?? '';
  return isSpeedTestUrl(url) ? url : null;
}
