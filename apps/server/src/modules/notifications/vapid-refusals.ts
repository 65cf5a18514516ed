import type { FastifyBaseLogger } from 'fastify';
import type { PushResult } from '../../integrations/push/sender';

/** One line per provider and hour at most: a broadcast to 100,000 devices refused for one reason says it once. */
export const VAPID_REFUSAL_LOG_INTERVAL_MS = 60 * 60_000;

export interface VapidRefusals {
  /**
   * Whether `result` is a push service refusing our VAPID token (401/403, `vapid_refused`): the operator's
   * configuration, not the subscription's, so the caller keeps the subscription and logs nothing per device. The
   * first refusal of a provider in an hour is logged here, as an error naming what to check.
   */
  noted(clientId: string, result: PushResult): boolean;
}

/** Per process: each replica says it once an hour. */
export function createVapidRefusals(log: Pick<FastifyBaseLogger, 'error'>, now: () => number = Date.now): VapidRefusals {
  const lastLogged = new Map<string, number>();
  return {
    noted(clientId, result) {
      if (result.outcome !== 'dropped' || result.reason !== 'vapid_refused') return false;
      const at = now();
      const last = lastLogged.get(clientId);
      if (last === undefined || at - last >= VAPID_REFUSAL_LOG_INTERVAL_MS) {
        lastLogged.set(clientId, at);
        log.error(
          { clientId, statusCode: result.statusCode },
          `the push service refused our VAPID token (${result.statusCode}): check PUSH_SUBJECT (a mailto: of a real domain or an https: URL, ` +
            "not localhost or .local) and the provider's VAPID keys; subscriptions are kept",
        );
      }
      return true;
    },
  };
}
