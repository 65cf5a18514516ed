import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOT_READ_MEMO_MS, type AppDependencies } from './app-dependencies';
import { DEFAULT_ACS_TIMEOUT_MS } from './integrations/acs-client';
import { DEFAULT_PARTNER_TIMEOUT_MS } from './integrations/partner-http';
import { createAccountCache, type AccountCache } from './lib/account-cache';
import { guessPolicies } from './lib/attempt-limits';
import { createAuditLog, type AuditLog } from './lib/audit';
import { createGuessGuard, type GuessGuard } from './lib/guess-guard';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './lib/password-hash';
import { createRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { createTtlCache, type TtlCache } from './lib/ttl-cache';
import { createMetrics, type Metrics } from './metrics/metrics';
import type { AuditTrail } from './modules/admin/audit-rules';
import { createAuditTrailStore } from './modules/admin/audit-trail-store';

/**
 * What every area's wiring (`modules/<area>/wiring.ts`) builds on: the app's dependencies with their defaults applied,
 * and the services several areas share, made once so they share one state.
 */
export interface AppContext extends AppDependencies {
  hotReadMemoMs: number;
  limiter: RateLimiter;
  /** The one limiter of every guessable secret. */
  guard: GuessGuard;
  /** The subscribers' and staff's audit log. */
  audit: AuditLog;
  /** The admin history of the back office's writes. */
  adminAudit: AuditTrail;
  accounts: AccountCache;
  /** Per-provider ERP catalogues (cities and states), read by contracts and support requests. */
  catalog: TtlCache;
  passwordCost: ScryptCost;
  /** Timeout of the admin area's ERP lookups. */
  ixcTimeoutMs: number;
  partnerTimeoutMs: number;
  acsTimeoutMs: number;
  tlsDomains: string[];
  metrics: Metrics;
}

export function createAppContext(app: FastifyInstance, deps: AppDependencies): AppContext {
  const hotReadMemoMs = deps.hotReadMemoMs ?? DEFAULT_HOT_READ_MEMO_MS;
  const limiter = createRateLimiter(deps.prisma);
  return {
    ...deps,
    hotReadMemoMs,
    limiter,
    guard: createGuessGuard({
      limiter,
      secret: deps.hashSecret,
      policies: guessPolicies({ signInFailuresPerProviderMinute: deps.signInFailuresPerProviderMinute ?? 60 }),
      log: app.log,
    }),
    audit: createAuditLog(deps.prisma, app.log),
    adminAudit: createAuditTrailStore(deps.prisma),
    accounts: deps.accounts ?? createAccountCache(deps.prisma, { versionMemoMs: hotReadMemoMs }),
    catalog: createTtlCache({ maxEntries: 1000 }),
    passwordCost: deps.passwordCost ?? DEFAULT_SCRYPT_COST,
    ixcTimeoutMs: deps.ixcTimeoutMs ?? 8000,
    partnerTimeoutMs: deps.partnerTimeoutMs ?? DEFAULT_PARTNER_TIMEOUT_MS,
    acsTimeoutMs: deps.acsTimeoutMs ?? DEFAULT_ACS_TIMEOUT_MS,
    tlsDomains: deps.tlsDomains ?? [],
    metrics: deps.metrics ?? createMetrics({ defaults: false }),
  };
}
