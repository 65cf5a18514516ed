import { CONNECTION_MESSAGES, MESSAGES, RECONNECTS_PER_HOUR } from '@central/domain';
import type { ConnectionStatus, MessageBody } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { createConnectionGateway } from '../../integrations/ixc/connection';
import { featureFailure, isIxcFailure } from '../../integrations/ixc/errors';
import type { Account, AccountCache } from '../../lib/account-cache';
import { AppError, notFound } from '../../lib/app-error';
import { tooManyAttempts } from '../../lib/attempt-limits';
import type { AuditLog } from '../../lib/audit';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import type { TtlCache } from '../../lib/ttl-cache';
import type { ContractService } from '../contracts/contracts-service';
import { NO_ACS } from '../devices/acs-directory';
import type { DeviceService } from '../devices/devices-service';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { contractConnection, isLiveContract, isSettled, loginOf, type ReadFacts } from './connection-rules';

export const RECONNECT_LIMIT = { limit: RECONNECTS_PER_HOUR, windowSeconds: 60 * 60 } satisfies RateLimitRule;
/** How long an answer is kept per account: all well, 30 s; something down or unread, 5 s, so a fix shows soon. */
export const SETTLED_TTL_MS = 30_000;
export const UNSETTLED_TTL_MS = 5_000;
/** The provider's speed profiles (`radgrupos`), kept like the other catalogues the ERP rarely changes. */
const SPEED_PROFILES_TTL_MS = 60 * 60_000;

export interface ConnectionPorts {
  contracts: Pick<ContractService, 'rows' | 'own'>;
  devices: Pick<DeviceService, 'routerStates' | 'acsStamp'>;
  /** The account's short-lived reads: any change made through Central (a trust unlock, a reconnect) starts afresh. */
  cache: Pick<AccountCache, 'read' | 'changed'>;
  /** Per-provider catalogues read from the ERP (the speed profiles). */
  catalog: Pick<TtlCache, 'get'>;
  limiter: Pick<RateLimiter, 'reserve' | 'release'>;
  hidden(...parts: string[]): string;
  audit: AuditLog;
  /** Each fact's own deadline: one slow system leaves its part unread, not the page waiting. */
  factTimeoutMs: number;
  now?: () => number;
}

export interface Subscriber {
  tenant: ActiveTenant;
  account: Account;
  log: FastifyBaseLogger;
}

/** `read` within `ms`, or 'unread' (logged) when it fails or takes longer. */
async function within<T>(ms: number, read: () => Promise<T>, log: FastifyBaseLogger, fact: string): Promise<T | 'unread'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'unread'>((resolve) => (timer = setTimeout(() => resolve('unread'), ms)));
  try {
    return await Promise.race([
      read().catch((error: unknown) => {
        log.warn({ err: error, fact }, 'connection: a fact could not be read');
        return 'unread' as const;
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 'Minha conexão' (docs/product/connection.md): each of the subscriber's live contracts with its PPPoE session, fibre
 * signal and router, and the one sentence that says what to do; 'Reconectar' drops the session so the router dials
 * again.
 */
export function createConnectionService(ports: ConnectionPorts) {
  const now = ports.now ?? Date.now;

  /** `withAcs`: whether the provider has an ACS (without one there is no router part, read or unread). */
  async function check(subscriber: Subscriber, withAcs: boolean): Promise<ConnectionStatus & { settled: boolean; at: number }> {
    const { tenant, account, log } = subscriber;
    const live = (await ports.contracts.rows(tenant, account)).filter(isLiveContract);
    const ids = live.map((row) => row.id ?? '').filter(Boolean);
    const ixc = createConnectionGateway(tenant.ixc);
    const ms = ports.factTimeoutMs;
    // One ERP round trip: the logins and their ONUs (by contract) at once, the speed profiles rarely; then the ACS for
    // the routers of those logins.
    const loginsRead = within(ms, () => ixc.loginStates(ids), log, 'connection');
    const [logins, onus, routers, speeds] = await Promise.all([
      loginsRead,
      within(ms, () => ixc.onuReadings(ids), log, 'signal'),
      loginsRead.then((read) =>
        !withAcs
          ? null
          : read === 'unread'
            ? ('unread' as const)
            : within(ms, () => ports.devices.routerStates(subscriber, read), log, 'router'),
      ),
      within(ms, () => ports.catalog.get(`${tenant.id}:speed-profiles`, SPEED_PROFILES_TTL_MS, () => ixc.downloadSpeeds()), log, 'speed'),
    ]);
    const facts: ReadFacts = { logins, routers, onus, speeds: speeds === 'unread' ? new Map<string, string>() : speeds };
    const contracts = live.map((row) => contractConnection(row, facts));
    const at = now();
    return { contracts, checked_at: new Date(at).toISOString(), settled: isSettled(contracts), at };
  }

  return {
    /** GET /api/central/customer/connection, kept briefly per account so a reload is cheap. */
    async status(subscriber: Subscriber): Promise<ConnectionStatus> {
      const { account } = subscriber;
      // Kept per ACS record too: an admin who connects or changes the provider's ACS is seen on the next read.
      const stamp = await ports.devices.acsStamp(subscriber);
      const what = `connection:status:${stamp}`;
      const read = () => check(subscriber, stamp !== NO_ACS);
      let answer = await ports.cache.read(account, what, SETTLED_TTL_MS, read);
      if (!answer.settled && now() - answer.at >= UNSETTLED_TTL_MS) {
        // Something is down or unread: read again every few seconds, the requests of each few seconds sharing one read.
        const slot = Math.floor(now() / UNSETTLED_TTL_MS);
        answer = await ports.cache.read(account, `${what}:${slot}`, UNSETTLED_TTL_MS, read);
      }
      return { contracts: answer.contracts, checked_at: answer.checked_at };
    },

    /**
     * POST /api/central/customer/connection/{contractId}/reconnect: the subscriber's own live contract, at most 3 times
     * an hour, its PPPoE session dropped in IXC; the page reads the status again after a short wait.
     */
    async reconnect(subscriber: Subscriber, contractId: string, ip: string): Promise<MessageBody> {
      const { tenant, account, log } = subscriber;
      // Another subscriber's contract and an ended one alike: not found.
      if (!isLiveContract(await ports.contracts.own(tenant, account, contractId))) {
        throw notFound('CONTRACT_NOT_FOUND', MESSAGES.contractNotFound);
      }
      const audit = (outcome: string) =>
        ports.audit.record({ tenantId: tenant.id, action: 'connection-reconnect', outcome, subject: account.customerId, ip });
      const ixc = createConnectionGateway(tenant.ixc);
      const login = loginOf(
        await ixc.loginStates([contractId]).catch((error: unknown) => {
          throw featureFailure(error, new AppError('RECONNECT_FAILED', 502, CONNECTION_MESSAGES.reconnectFailed));
        }),
        contractId,
      );
      if (!login || !login.active) throw new AppError('NO_LOGIN', 409, CONNECTION_MESSAGES.noLogin);

      const verdict = await ports.limiter.reserve(`reconnect:${ports.hidden(tenant.id, contractId)}`, RECONNECT_LIMIT);
      if (!verdict.slot) {
        await audit('limited');
        throw tooManyAttempts(verdict.retryAfter, CONNECTION_MESSAGES.reconnectLimited);
      }
      try {
        await ixc.disconnect(login.id);
      } catch (error) {
        // Refused or never sent: the subscriber's try does not count. Sent without an answer: it may have happened.
        if (!isIxcFailure(error, 'unconfirmed')) await ports.limiter.release(verdict.slot);
        await audit(isIxcFailure(error, 'rejected') ? 'refused' : 'failed');
        log.warn({ err: error }, 'connection: reconnect failed');
        throw featureFailure(
          error,
          new AppError('RECONNECT_FAILED', isIxcFailure(error, 'timeout') ? 504 : 502, CONNECTION_MESSAGES.reconnectFailed),
        );
      }
      await Promise.all([ports.cache.changed(account), audit('sent')]);
      return { message: CONNECTION_MESSAGES.reconnectSent };
    },
  };
}

export type ConnectionService = ReturnType<typeof createConnectionService>;
