import { CONNECTION_MESSAGES, REBOOTS_PER_HOUR, WIFI_MESSAGES } from '@central/domain';
import type { RebootAnswer } from '@central/domain/api';
import { AppError } from '../../lib/app-error';
import { tooManyAttempts } from '../../lib/attempt-limits';
import type { AuditLog } from '../../lib/audit';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { deviceFailure, deviceNotFound } from './device-errors';
import { ownDevice, type DeviceReadDeps, type Subscriber } from './read-devices';

export const REBOOT_LIMIT = { limit: REBOOTS_PER_HOUR, windowSeconds: 60 * 60 } satisfies RateLimitRule;

export interface RebootDeps extends DeviceReadDeps {
  limiter: Pick<RateLimiter, 'reserve' | 'release'>;
  hidden(...parts: string[]): string;
  audit: AuditLog;
}

/**
 * POST /api/acs/device/{id}/reboot (docs/product/connection.md#restarting-the-router): one of the subscriber's
 * routers, at most twice an hour per router, restarted through the ACS. 'queued' when the router did not answer now:
 * the ACS keeps the task for its next contact, and it is never sent again from here.
 */
export async function rebootRouter(deps: RebootDeps, subscriber: Subscriber, id: string, ip: string): Promise<RebootAnswer> {
  const { client, device } = await ownDevice(deps, subscriber, id, WIFI_MESSAGES.detailsFailure);
  if (!client.canReboot) throw new AppError('REBOOT_UNAVAILABLE', 409, CONNECTION_MESSAGES.rebootUnavailable);
  const { account, tenant } = subscriber;
  const audit = (outcome: string) =>
    deps.audit.record({ tenantId: tenant.id, action: 'router-reboot', outcome, subject: account.customerId, ip });

  const verdict = await deps.limiter.reserve(`router-reboot:${deps.hidden(tenant.id, device.acsId)}`, REBOOT_LIMIT);
  if (!verdict.slot) {
    await audit('limited');
    throw tooManyAttempts(verdict.retryAfter, CONNECTION_MESSAGES.rebootLimited);
  }
  const outcome = await client.reboot(device.acsId).catch(async (error: unknown) => {
    await Promise.all([deps.limiter.release(verdict.slot!), audit('failed')]);
    throw deviceFailure(error, CONNECTION_MESSAGES.rebootFailed, subscriber.log);
  });
  if (!outcome) {
    await deps.limiter.release(verdict.slot);
    throw deviceNotFound();
  }
  await audit(outcome);
  return { message: outcome === 'applied' ? CONNECTION_MESSAGES.rebootApplied : CONNECTION_MESSAGES.rebootQueued, outcome };
}
