import { WIFI_MESSAGES } from '@central/domain';
import type { WifiChangeAnswer, WifiChangeBody } from '@central/domain/api';
import { AppError } from '../../lib/app-error';
import { tooManyAttempts } from '../../lib/attempt-limits';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { deviceFailure, deviceNotFound } from './device-errors';
import { problemsOf, resultOf } from './device-rules';
import { ownDevice, type DeviceReadDeps, type Subscriber } from './read-devices';

/**
 * Password changes per subscriber: 10 an hour is far more than changing a password and fixing a typo,
 * and far less than a script cycling passwords through the provider's ACS and the subscriber's router.
 */
export const WIFI_CHANGE_LIMIT = { limit: 10, windowSeconds: 60 * 60 } satisfies RateLimitRule;

export interface WifiChangeDeps extends DeviceReadDeps {
  limiter: Pick<RateLimiter, 'reserve' | 'release'>;
  /** Keyed hash for the limiter's keys (guess-guard's `hidden`). */
  hidden(...parts: string[]): string;
}

/**
 * PATCH /api/acs/device/{id}/wifi (and the one-network PATCH): checks the password, that the router is the
 * subscriber's and has those networks, takes one of the subscriber's hourly changes, then asks the ACS in one go
 * and reports per band. What was applied or queued is remembered sealed, for the owner's reveal toggle.
 */
export async function changeWifiPassword(
  deps: WifiChangeDeps,
  subscriber: Subscriber,
  id: string,
  body: WifiChangeBody,
): Promise<WifiChangeAnswer> {
  const problems = problemsOf(body);
  const first = Object.values(problems)[0];
  if (first) throw new AppError('WIFI_PASSWORD_INVALID', 400, first, {}, problems);
  const password = body.password!;
  const keys = [...new Set(body.networks)];

  const { client, device } = await ownDevice(deps, subscriber, id, WIFI_MESSAGES.changeFailure);
  const known = new Set(device.networks.map((network) => network.key));
  if (!keys.every((key) => known.has(key)))
    throw new AppError('WIFI_NETWORK_UNKNOWN', 400, WIFI_MESSAGES.networksRequired, {}, { networks: WIFI_MESSAGES.networksRequired });

  const { account } = subscriber;
  const verdict = await deps.limiter.reserve(
    `wifi-password:customer:${deps.hidden(account.tenantId, account.customerId)}`,
    WIFI_CHANGE_LIMIT,
  );
  if (!verdict.slot) throw tooManyAttempts(verdict.retryAfter, WIFI_MESSAGES.tooManyChanges);

  const outcome = await client.setWifiPassword(device.acsId, keys, password).catch(async (error: unknown) => {
    // Nothing reached the router: the change the subscriber will retry does not count against them.
    await deps.limiter.release(verdict.slot!);
    throw deviceFailure(error, WIFI_MESSAGES.changeFailure, subscriber.log);
  });
  if (!outcome) throw deviceNotFound();
  const taken = outcome.filter((result) => result.outcome !== 'failed').map((result) => result.key);
  if (taken.length > 0) await deps.passwords.remember(subscriber.tenant, device.acsId, taken, password);
  const results = outcome.map(resultOf);
  const failed = results.filter((result) => result.outcome === 'failed');
  subscriber.log.info({ wifi: results.map(({ band, outcome: state }) => ({ band, outcome: state })) }, 'Wi-Fi password change');
  return { message: failed.length === 0 ? WIFI_MESSAGES.changed : failed.map((result) => result.message).join(' '), results };
}
