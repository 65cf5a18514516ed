import type { Theme } from '@central/domain/api';
import type { Tenant as TenantRow } from '../../generated/prisma/client';
import type { SecretBox } from '../../lib/crypto';
import { createTtlCache } from '../../lib/ttl-cache';
import { brandOf } from './brand';
import { createTenantsStore, type TenantsStore } from './tenants-store';
import { ixcBaseUrl } from '../../integrations/ixc/base-url';
import { createCircuitBreaker, type CircuitBreaker } from '../../integrations/ixc/circuit-breaker';
import { IxcError } from '../../integrations/ixc/errors';
import { createIxcClient, type IxcClient } from '../../integrations/ixc/http-client';
import type { Metrics } from '../../metrics/metrics';
import type { NfDocumentTypes } from '../fiscal-notes/document-types';
import type { InvoiceWindow } from '../invoices/invoice-rules';

/** A provider ready to serve a request: its public theme, its settings and its own ERP client. */
export interface ActiveTenant {
  id: string;
  clientId: string;
  alias: string;
  /** Host names the provider owns besides its subdomain (lower-case, no port), served as this provider. */
  customDomains: string[];
  /** The provider's data protection officer e-mail (LGPD art. 41), for its privacy notice; null when not given. */
  dpoEmail: string | null;
  timezone: string;
  invoiceWindow: InvoiceWindow;
  nfDocumentTypes: NfDocumentTypes;
  contractPrintAction: string;
  /** Whether a late bill's boleto is printed with today's interest and fine (get_boleto's atualiza_boleto). */
  updateLateBoleto: boolean;
  /** docs/product/subscriber.md#providers-and-hosts: the provider 'cliente' offers neither contract downloads nor the annual settlement. */
  contractDocumentsEnabled: boolean;
  /** The flags the subscribers see: `credit_card` only when card payments are on (see `cardPayments`). */
  featureFlags: string[];
  support: SupportSettings;
  acsConfigured: boolean;
  /** The `credit_card` flag AND the provider's card settings; without either, every card call is off. */
  cardPayments: boolean;
  theme: Theme;
  ixc: IxcClient;
}

/** How the provider works support requests (docs/product/subscriber.md#providers-and-hosts, admin customer). */
export interface SupportSettings {
  /** customer_service: atendimentos (su_ticket); os: service orders (su_oss_chamado). */
  type: 'os' | 'customer_service';
  /** The subjects offered; empty means every subject IXC shows on its own portal. */
  subjects: Array<{ id: string; label: string }>;
  departmentId: string | null;
  processId: string | null;
}

export interface TenantDirectory {
  byClientId(clientId: string): Promise<ActiveTenant | null>;
  /** Every provider's custom domains: host name -> client_id (the host rule's and the TLS ask's explicit names). */
  customDomains(): Promise<ReadonlyMap<string, string>>;
  /** Forget cached tenants (after an admin edit or a provisioning run). */
  invalidate(): void;
  /**
   * Watch the directory version that every write to providers bumps (decision 014) and forget cached tenants
   * when it moves, so an edit made through any replica shows here within about `watchIntervalMs`. Idempotent.
   */
  start(log?: DirectoryLog): void;
  /** Stop watching; resolves once a poll in flight has finished. */
  close(): Promise<void>;
  /** Each provider whose ERP was called since start, by client_id, and whether its circuit is open (the metrics). */
  breakerStates(): Array<{ provider: string; open: boolean }>;
}

type DirectoryLog = { debug(object: object, message: string): void; error(object: object, message: string): void };

export interface TenantDirectoryOptions {
  /** The database, read through the module's store (tenants-store.ts). */
  prisma: Parameters<typeof createTenantsStore>[0];
  box: SecretBox;
  ixc: { timeoutMs: number; listRetries: number; breakerThreshold?: number; breakerCoolDownMs?: number };
  /** Tenants change rarely; a short cache keeps the per-request lookup off the database. */
  cacheMs?: number;
  /** How long a host of no provider is remembered as such: a provider created later is found after it. */
  missCacheMs?: number;
  /** How often a started directory reads the directory version (default 1 s). */
  watchIntervalMs?: number;
  /** Where each provider's ERP calls are timed, by its client_id (central_erp_call_duration_seconds). */
  metrics?: Pick<Metrics, 'erpCalls'>;
}

const CARD_FLAG = 'credit_card';

/** Far more providers than one deployment serves; the bound only matters against made-up hosts. */
const MAX_CACHED_TENANTS = 2_000;
const MAX_CACHED_MISSES = 10_000;

export function createTenantDirectory(options: TenantDirectoryOptions): TenantDirectory {
  const cacheMs = options.cacheMs ?? 30_000;
  const missCacheMs = options.missCacheMs ?? 5_000;
  // Found providers and unknown names are kept apart, so a flood of made-up hosts can only push out other
  // made-up hosts, never a real provider.
  let found = createTtlCache({ maxEntries: MAX_CACHED_TENANTS });
  let missing = createTtlCache({ maxEntries: MAX_CACHED_MISSES });
  // A breaker outlives cache refreshes: an ERP that is down stays known as down.
  const breakers = new Map<string, { clientId: string; breaker: CircuitBreaker }>();
  const breakerFor = (row: TenantRow) => {
    const breaker =
      breakers.get(row.id)?.breaker ??
      createCircuitBreaker({ threshold: options.ixc.breakerThreshold, coolDownMs: options.ixc.breakerCoolDownMs });
    breakers.set(row.id, { clientId: row.clientId, breaker });
    return breaker;
  };
  const { metrics } = options;

  const store = createTenantsStore(options.prisma);
  let log: DirectoryLog | undefined;
  let domains = createTtlCache({ maxEntries: 1 });

  /** The ERP client of a row; a stored ixc_domain that is no address gives a client that fails, never a 500 page. */
  function ixcOf(row: TenantRow): IxcClient {
    let baseUrl: string;
    try {
      baseUrl = ixcBaseUrl(row.ixcDomain);
    } catch {
      log?.error(
        { clientId: row.clientId },
        'provider has an ixc_domain that is no http(s) address; its ERP calls fail until an admin corrects it',
      );
      return unreachableIxc();
    }
    return createIxcClient({
      baseUrl,
      token: options.box.open(row.ixcAccessToken, row.clientId),
      timeoutMs: options.ixc.timeoutMs,
      listRetries: options.ixc.listRetries,
      breaker: breakerFor(row),
      onCall: metrics
        ? ({ operation, outcome, seconds }) => metrics.erpCalls.observe({ provider: row.clientId, operation, outcome }, seconds)
        : undefined,
    });
  }

  async function loadCustomDomains(): Promise<ReadonlyMap<string, string>> {
    const rows = await store.customDomainLists();
    const owners = new Map<string, string>();
    // The admin area refuses a name another provider owns; should two saves have raced, the older provider keeps it.
    for (const row of rows) for (const domain of row.customDomains) if (!owners.has(domain)) owners.set(domain, row.clientId);
    return owners;
  }

  async function load(clientId: string): Promise<ActiveTenant | null> {
    const row = await store.withConnections(clientId);
    if (!row || row.status !== 'active') return null;
    const cardPayments = row.featureFlags.includes(CARD_FLAG) && row.cardSettings !== null;
    const featureFlags = cardPayments ? row.featureFlags : row.featureFlags.filter((flag) => flag !== CARD_FLAG);
    return {
      id: row.id,
      clientId: row.clientId,
      alias: row.alias,
      customDomains: row.customDomains,
      dpoEmail: row.dpoEmail,
      timezone: row.timezone,
      invoiceWindow: row.invoiceWindow === 'month_1' ? '1_month' : '15_days',
      nfDocumentTypes: row.nfDocumentTypes as NfDocumentTypes,
      contractPrintAction: row.contractPrintAction,
      updateLateBoleto: row.updateLateBoleto,
      contractDocumentsEnabled: row.clientId !== 'cliente',
      support: {
        type: row.supportType,
        subjects: row.supportSubjects as Array<{ id: string; label: string }>,
        departmentId: row.departmentId,
        processId: row.processId,
      },
      featureFlags,
      acsConfigured: row.acsConfig !== null,
      cardPayments,
      theme: toTheme(row, featureFlags),
      ixc: ixcOf(row),
    };
  }

  function invalidate() {
    found = createTtlCache({ maxEntries: MAX_CACHED_TENANTS });
    missing = createTtlCache({ maxEntries: MAX_CACHED_MISSES });
    domains = createTtlCache({ maxEntries: 1 });
  }
  const watcher = createVersionWatcher(store, options.watchIntervalMs ?? 1000, invalidate);

  return {
    async byClientId(clientId) {
      if (missing.has(clientId)) return null;
      const tenant = await found.get(clientId, cacheMs, () => load(clientId));
      if (!tenant) {
        found.delete(clientId);
        void missing.get(clientId, missCacheMs, async () => null);
      }
      return tenant;
    },
    customDomains: () => domains.get('all', cacheMs, loadCustomDomains),
    invalidate,
    start(logger) {
      log = logger ?? log;
      watcher.start(logger);
    },
    close: () => watcher.close(),
    breakerStates: () => [...breakers.values()].map(({ clientId, breaker }) => ({ provider: clientId, open: breaker.isOpen() })),
  };
}

/**
 * Reads `directory_versions` every `intervalMs` on an unref'd timer (it never keeps the process alive) and calls
 * `changed` when the version moves; the first reading counts as a move, since tenants may have been cached
 * before it. A failed read is logged at debug and retried at the next tick.
 */
function createVersionWatcher(store: Pick<TenantsStore, 'directoryVersion'>, intervalMs: number, changed: () => void) {
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let running = false;
  let seen: bigint | null = null;
  let log: DirectoryLog | undefined;

  async function poll() {
    try {
      const version = await store.directoryVersion();
      if (version !== seen) {
        seen = version;
        changed();
      }
    } catch (error) {
      log?.debug({ err: error }, 'reading the directory version failed; retrying at the next tick');
    }
  }
  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      inFlight = poll().finally(() => {
        inFlight = null;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  }

  return {
    start(logger?: DirectoryLog) {
      log = logger ?? log;
      if (running) return;
      running = true;
      schedule();
    },
    async close() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}

/** The ERP of a provider whose address is unusable: every call fails as unavailable, which each page words as its own. */
function unreachableIxc(): IxcClient {
  const fail = async (): Promise<never> => {
    throw new IxcError('unavailable', 'ixc_domain is not an address', 'base-url');
  };
  return { list: fail, insert: fail, update: fail, action: fail, retryAfterMs: () => 0, timeoutMs: 0 };
}

/** The allow-list of what the public may see of a provider. */
/** The public theme; `featureFlags` are the ones the subscribers see (a provider's card flag without settings is off). */
export function toTheme(row: TenantRow, featureFlags: string[] = row.featureFlags): Theme {
  return {
    ...brandOf(row),
    feature_flags: featureFlags,
    vapid_public_key: row.vapidPublicKey,
    legal: { name: row.legalName, document: row.legalDocument, address: row.address },
  };
}
