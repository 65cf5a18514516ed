import { APP_MESSAGES } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CustomerApp } from '../../../generated/prisma/client';
import { createWatchClient, WatchError, type WatchClient } from '../../../integrations/watch';
import { AppError } from '../../../lib/app-error';
import type { Metrics } from '../../../metrics/metrics';
import { partnerCalls } from '../../../metrics/observed-calls';
import type { WatchConnections } from './watch-connection';

/**
 * The partner-down answer while no usable Watch token is stored: an admin must connect the app
 * (docs/product/partners.md#watch-brasil-and-olé-tv).
 */
export const partnerNotConnected = () => new AppError('APP_PARTNER_NOT_CONNECTED', 503, APP_MESSAGES.activationFailure);

/** How often the log is told, per provider, that its Watch is not connected: the first refusal of each hour. */
const WARN_EVERY_MS = 60 * 60 * 1000;

export interface WatchAccess {
  /**
   * A client over the app's stored token, or null when there is none usable (no connection, ended, refused, or sealed
   * for another URL): nothing is then sent to Watch. A 401/403 from Watch marks the stored token refused, so the
   * admin sees 'Reconectar'.
   */
  client(
    tenant: { id: string; clientId: string },
    app: Pick<CustomerApp, 'id' | 'integrationUrl'>,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<WatchClient | null>;
}

export function createWatchAccess(deps: {
  connections: WatchConnections;
  timeoutMs: number;
  now?: () => number;
  metrics?: Pick<Metrics, 'externalCalls'>;
}): WatchAccess {
  const now = deps.now ?? Date.now;
  const warnedAt = new Map<string, number>();

  function warnNotConnected(tenant: { id: string; clientId: string }, log: Pick<FastifyBaseLogger, 'warn'>) {
    const last = warnedAt.get(tenant.id);
    if (last !== undefined && now() - last < WARN_EVERY_MS) return;
    warnedAt.set(tenant.id, now());
    log.warn({ clientId: tenant.clientId }, 'Watch is not connected for this provider; an admin must connect it');
  }

  return {
    async client(tenant, app, log) {
      const connection = await deps.connections.read(tenant.clientId, app);
      if (connection.state !== 'connected' || !app.integrationUrl) {
        warnNotConnected(tenant, log);
        return null;
      }
      const client = partnerCalls(
        deps.metrics,
        tenant.clientId,
      )(createWatchClient({ url: app.integrationUrl, accessToken: connection.accessToken!, timeoutMs: deps.timeoutMs }));
      const refusedOnce =
        <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
        async (...args: A): Promise<R> => {
          try {
            return await call(...args);
          } catch (error) {
            if (error instanceof WatchError && error.failure === 'unauthorized') {
              await deps.connections.markRefused(app.id, connection.connectedAt!);
              log.warn(
                { clientId: tenant.clientId, httpStatus: error.httpStatus },
                'Watch refused the stored access token; an admin must connect it again',
              );
            }
            throw error;
          }
        };
      return {
        activate: refusedOnce(client.activate.bind(client)),
        status: refusedOnce(client.status.bind(client)),
        suspend: refusedOnce(client.suspend.bind(client)),
        remove: refusedOnce(client.remove.bind(client)),
        recoverPassword: refusedOnce(client.recoverPassword.bind(client)),
      };
    },
  };
}
