import type { CustomerApp } from '../../../generated/prisma/client';
import type { SecretBox } from '../../../lib/crypto';
import type { PartnerConnection, PartnerConnectionsStore } from './partner-connections-store';

/**
 * An app's Watch connection, as the admin sees it: `connected` until the token's `exp`; `expired` after it;
 * `refused` once Watch answered 401/403 to it; `none` when no admin connected the app, or the token stored cannot be
 * opened for the app's current client and URL.
 */
export type WatchConnectionState = 'connected' | 'expired' | 'refused' | 'none';

export interface WatchConnection {
  state: WatchConnectionState;
  expiresAt: Date | null;
  /** Only while `connected`. */
  accessToken: string | null;
  /** Tells this token from one stored after it (a reconnection while a call was under way). */
  connectedAt: Date | null;
}

type AppKeys = Pick<CustomerApp, 'id' | 'integrationUrl'>;

const NONE: WatchConnection = { state: 'none', expiresAt: null, accessToken: null, connectedAt: null };

/**
 * What the sealed token is bound to: the provider, the partner, the app and the URL it was issued for. A token moved
 * to another app or provider does not open, and neither does one after the app's URL changed.
 */
export const watchTokenOwner = (clientId: string, app: AppKeys) => `${clientId}:watch:${app.id}:${app.integrationUrl ?? ''}`;

/** The connection row read for an app, its token opened if it still can be. */
export function watchConnectionOf(
  box: Pick<SecretBox, 'open'>,
  clientId: string,
  app: AppKeys,
  row: PartnerConnection | null,
  now: Date,
): WatchConnection {
  if (!row) return NONE;
  let accessToken: string;
  try {
    accessToken = box.open(row.accessToken, watchTokenOwner(clientId, app));
  } catch {
    return NONE;
  }
  const base = { expiresAt: row.expiresAt, connectedAt: row.connectedAt };
  if (row.refusedAt) return { ...base, state: 'refused', accessToken: null };
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return { ...base, state: 'expired', accessToken: null };
  return { ...base, state: 'connected', accessToken };
}

/** The connections of Watch apps (partner-connections-store.ts): read, stored after a code exchange, marked refused. */
export function createWatchConnections(deps: { store: PartnerConnectionsStore; box: SecretBox; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async read(clientId: string, app: AppKeys): Promise<WatchConnection> {
      return watchConnectionOf(deps.box, clientId, app, await deps.store.read(app.id), now());
    },
    /** Keeps a new token, sealed, in place of any earlier one. */
    async save(
      tenant: { id: string; clientId: string },
      app: AppKeys,
      token: { accessToken: string; expiresAt: Date | null },
      connectedBy: string,
    ): Promise<void> {
      await deps.store.replace(app.id, {
        tenantId: tenant.id,
        accessToken: deps.box.seal(token.accessToken, watchTokenOwner(tenant.clientId, app)),
        expiresAt: token.expiresAt,
        refusedAt: null,
        connectedAt: now(),
        connectedBy,
      });
    },
    /** Watch refused the token read at `connectedAt`; a token stored since is left alone. */
    async markRefused(appId: string, connectedAt: Date): Promise<void> {
      await deps.store.markRefused(appId, connectedAt, now());
    },
  };
}

export type WatchConnections = ReturnType<typeof createWatchConnections>;
