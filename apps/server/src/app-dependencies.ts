import type { FastifyServerOptions } from 'fastify';
import type { Prisma } from './db/database';
import type { Mailer } from './integrations/mail/mailer';
import type { JobRunner } from './jobs/job-runner';
import type { Metrics } from './metrics/metrics';
import type { AccountCache } from './lib/account-cache';
import type { SecretBox } from './lib/crypto';
import type { ScryptCost } from './lib/password-hash';
import type { TokenSigner } from './lib/signed-token';
import type { TrustProxy } from './lib/trust-proxy';
import type { TenantDirectory } from './modules/tenants/tenant-directory';

/** What buildApp (app.ts) is given: main.ts reads it from the environment, tests choose it. */
export interface AppDependencies {
  prisma: Prisma;
  tenants: TenantDirectory;
  signer: TokenSigner;
  /** Seals ERP tokens and ACS keys that the admin area writes. */
  box: SecretBox;
  /** scrypt cost of admin and provider passwords (tests lower it; production keeps the default). */
  passwordCost?: ScryptCost;
  /** Timeout of the admin area's ERP lookups. */
  ixcTimeoutMs?: number;
  /** Key for hashing verification codes. */
  hashSecret: string;
  mailer: Mailer;
  /** Queues background work (the provider's broadcast); the workers that run it are main.ts's business. */
  jobs: Pick<JobRunner, 'send'>;
  hostMarkers: Record<string, string>;
  defaultTenant?: string;
  /** Which proxies may set X-Forwarded-For: a hop count or addresses/CIDRs (see trust-proxy.ts). */
  trustProxy?: TrustProxy;
  /** Failed sign-ins per provider and minute past which failing sources are throttled (default 60). */
  signInFailuresPerProviderMinute?: number;
  /** Admins must sign in with a second factor (production); elsewhere they are asked to enrol and may skip. */
  adminSecondFactorRequired?: boolean;
  logLevel?: string;
  /** The web build to serve; without it the server is API-only. */
  webDistDir?: string | null;
  /**
   * After a sign-in, and when a signed-in browser opens the home or the bills to pay, start reading the subscriber's
   * open bills and contracts from the ERP in the background, so those pages find them cached (default on).
   */
  prefetchOnSignIn?: boolean;
  /**
   * How long a replica trusts a session row or an account's version it read before reading it again (default 1 s;
   * 0 reads on every request). What another replica changes shows here within this time.
   */
  hotReadMemoMs?: number;
  /** TLS_DOMAINS, parsed: where the proxy may obtain certificates on demand (modules/tls). */
  tlsDomains?: string[];
  /** The account cache, when the process shares it with its jobs (main.ts), so their changes show here at once. */
  accounts?: AccountCache;
  /** Session idle timeout and absolute lifetime (defaults: modules/auth/session-lifetimes.ts). */
  sessionIdleMinutes?: number;
  sessionMaxDays?: number;
  /** PUSH_SERVICE_HOSTS, parsed: the only push services a subscription may point at (default: the browsers' own). */
  pushServiceHosts?: string[];
  /** Deadline of one call to a partner app's API, e.g. the provider's Nextcloud (default 10 s). */
  partnerTimeoutMs?: number;
  /** Deadline of one call to a provider's ACS (default 20 s: a GenieACS change waits for the router's session). */
  acsTimeoutMs?: number;
  /** Deadline of each fact of 'Minha conexão' (the session, the signal, the router): one slow system leaves its part unread (default 6 s). */
  connectionFactTimeoutMs?: number;
  /** Deadline of one call to a provider's card gateway (default 15 s: Zero Auth asks the issuer). */
  cardGatewayTimeoutMs?: number;
  /** PUSH_SUBJECT, when the operator set it: 'Testar integrações' names the contact push services see. */
  pushSubject?: string;
  /** IMAGE_FETCH_ALLOW_PRIVATE: provider logos may be fetched from loopback and private addresses (tests, demo). */
  imageFetchAllowPrivate?: boolean;
  /** AUDIT_RETENTION_DAYS: how long audit entries are kept, which 'Meus dados' and the privacy notice state (default 183). */
  auditRetentionDays?: number;
  /**
   * Where the app counts and times what an operator watches (docs/operations.md#metrics); main.ts serves it on its
   * own port. Default: a registry of the app's own metrics, without the process's.
   */
  metrics?: Metrics;
  /** Replaces the pino options (tests pass false or a stream). */
  logger?: FastifyServerOptions['logger'];
}

/** See AppDependencies.hotReadMemoMs: the staleness a replica may show of what another replica changed. */
export const DEFAULT_HOT_READ_MEMO_MS = 1000;
