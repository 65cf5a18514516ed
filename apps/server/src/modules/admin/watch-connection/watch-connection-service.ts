import { createHash } from 'node:crypto';
import { MESSAGES, WATCH_CONNECTION_MESSAGES, type WatchConnectionFailure } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { authorizeRequest, exchangeCode, WatchError, type AuthorizeRequest } from '../../../integrations/watch';
import { badRequest, notFound } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/crypto';
import type { TokenSigner } from '../../../lib/signed-token';
import { isUuid } from '../../../lib/uuid';
import { appIntegrationOf } from '../../apps/app-integration';
import { WATCH_METHODS } from '../../apps/app-methods';
import type { WatchConnections } from '../../apps/partners/watch-connection';
import type { AuditTrail } from '../audit-rules';
import { customerNotFound } from '../customer-not-found';
import type { WatchConnectionStore } from './watch-connection-store';

export interface WatchConnectionPorts {
  store: WatchConnectionStore;
  box: Pick<SecretBox, 'open'>;
  signer: TokenSigner;
  audit: AuditTrail;
  connections: WatchConnections;
  /** Deadline of the code exchange. */
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
}

/** The admin who asks, by the staff session of the request. */
export interface ConnectingAdmin {
  sessionId: string;
  adminId: string;
}

/** What Watch sent back: the code, and our state under Watch's name `uid` (or `state`). */
export interface WatchCallback {
  code?: string;
  uid?: string;
}

/** Where the admin goes back to; `failure` when nothing was stored. */
export type CallbackOutcome = { app: { clientId: string; appId: string } | null; failure: WatchConnectionFailure | null };

const STATE_USE = 'watch-connect';
/** The time the admin has to approve at Watch. */
const STATE_TTL_SECONDS = 10 * 60;

interface StateClaims {
  /** The app to connect. */
  app: string;
  adm: string;
  /** A hash of the staff session that asked: the callback needs that session still live, not its cookie. */
  sh: string;
}

const sessionHash = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

/**
 * 'Conectar à Watch': Watch's OAuth code flow (docs/decisions/019-partner-apps.md). Watch has no `state` parameter;
 * ours travels as `uid`, which Watch sends back with the code: a signed token naming the app, the admin and (hashed)
 * the session, valid ten minutes. The callback may come from Watch's server rather than the admin's browser, so it
 * needs no cookie: the signature, the expiry and the session still being live stand for it.
 */
export function createWatchConnectionService(deps: WatchConnectionPorts) {
  const now = deps.now ?? (() => new Date());

  async function connectableApp(clientId: string, appId: string) {
    const tenant = await deps.store.providerByClientId(clientId);
    if (!tenant) throw customerNotFound();
    const row = isUuid(appId) ? await deps.store.app(tenant.id, appId) : null;
    if (!row) throw notFound('APP_NOT_FOUND', MESSAGES.appNotFound);
    if (!WATCH_METHODS.has(row.integrationMethod)) throw badRequest('APP_NOT_WATCH', WATCH_CONNECTION_MESSAGES.notWatch);
    const integration = appIntegrationOf(deps.box, tenant.clientId, row);
    if (!integration) throw badRequest('WATCH_NOT_CONFIGURED', WATCH_CONNECTION_MESSAGES.notConfigured);
    return { tenant, row, integration };
  }

  /** The admin session that signed the state, if it is still live. */
  async function liveAdmin(claims: StateClaims) {
    const sessions = await deps.store.liveAdminSessions(claims.adm, now());
    const session = sessions.find((candidate) => sessionHash(candidate.id) === claims.sh);
    return session?.admin ? { adminId: claims.adm, email: session.admin.email } : null;
  }

  return {
    /** The form to post to Watch for this app; 400 for an app that is no Watch app or lacks its client. */
    async authorization(admin: ConnectingAdmin, clientId: string, appId: string, callbackUrl: string): Promise<AuthorizeRequest> {
      const { row, integration } = await connectableApp(clientId, appId);
      const uid = deps.signer.sign<StateClaims>(
        STATE_USE,
        { app: row.id, adm: admin.adminId, sh: sessionHash(admin.sessionId) },
        STATE_TTL_SECONDS,
      );
      return authorizeRequest({ url: integration.url, clientId: integration.user, redirectUrl: callbackUrl, uid });
    },

    /** Exchanges the code and stores the token; a refusal stores nothing. */
    async complete(callback: WatchCallback, callbackUrl: string): Promise<CallbackOutcome> {
      const claims = deps.signer.verify<StateClaims>(STATE_USE, callback.uid);
      const row = claims && isUuid(claims.app) ? await deps.store.appWithProvider(claims.app) : null;
      if (!claims || !row) return { app: null, failure: 'state' };
      const app = { clientId: row.tenant.clientId, appId: row.id };
      const admin = await liveAdmin(claims);
      if (!admin) return { app, failure: 'session' };
      const integration = WATCH_METHODS.has(row.integrationMethod) ? appIntegrationOf(deps.box, row.tenant.clientId, row) : null;
      if (!integration || !callback.code) return { app, failure: 'refused' };
      let token: { accessToken: string; expiresAt: Date };
      try {
        const exchange = {
          url: integration.url,
          clientId: integration.user,
          clientSecret: integration.secret,
          code: callback.code,
          redirectUrl: callbackUrl,
        };
        token = await exchangeCode({ ...exchange, timeoutMs: deps.timeoutMs, now });
      } catch (error) {
        if (!(error instanceof WatchError)) throw error;
        deps.log.warn(
          { clientId: app.clientId, failure: error.failure, operation: error.operation, httpStatus: error.httpStatus },
          'Watch refused the code exchange',
        );
        return { app, failure: error.failure === 'unavailable' || error.failure === 'timeout' ? 'unavailable' : 'refused' };
      }
      const before = await deps.connections.read(row.tenant.clientId, row);
      await deps.connections.save(row.tenant, row, token, admin.email);
      await deps.audit.record(admin, app.clientId, 'app_watch_connect', { watch_connection: { from: before.state, to: 'connected' } });
      return { app, failure: null };
    },
  };
}

export type WatchConnectionService = ReturnType<typeof createWatchConnectionService>;
