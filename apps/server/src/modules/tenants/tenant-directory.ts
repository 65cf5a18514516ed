import type { Theme } from '@central/domain/api';
import type { Prisma } from '../../db/database';
import type { Tenant as TenantRow } from '../../generated/prisma/client';
import type { SecretBox } from '../../lib/crypto';
import { createTtlCache } from '../../lib/ttl-cache';
import { ixcBaseUrl } from '../../integrations/ixc/base-url';
import { createCircuitBreaker, type CircuitBreaker } from '../../integrations/ixc/circuit-breaker';
import { createIxcClient, type IxcClient } from '../../integrations/ixc/http-client';
import type { NfDocumentTypes } from '../fiscal-notes/document-types';
import type { InvoiceWindow } from '../invoices/invoice-rules';

/** A provider ready to serve a request: its public theme, its settings and its own ERP client. */
export interface ActiveTenant {
  id: string;
  clientId: string;
  alias: string;
  timezone: string;
  invoiceWindow: InvoiceWindow;
  nfDocumentTypes: NfDocumentTypes;
  contractPrintAction: string;
  /** SPEC section 6: the provider 'cliente' offers neither contract downloads nor the annual settlement. */
  contractDocumentsEnabled: boolean;
  featureFlags: string[];
  support: SupportSettings;
  acsConfigured: boolean;
  theme: Theme;
  ixc: IxcClient;
}

/** How the provider works support requests (SPEC section 3, admin customer). */
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
  /** Forget cached tenants (after an admin edit or a provisioning run). */
  invalidate(): void;
}

export interface TenantDirectoryOptions {
  prisma: Prisma;
  box: SecretBox;
  ixc: { timeoutMs: number; listRetries: number; breakerThreshold?: number; breakerCoolDownMs?: number };
  /** Tenants change rarely; a short cache keeps the per-request lookup off the database. */
  cacheMs?: number;
  /** How long a host of no provider is remembered as such: a provider created later is found after it. */
  missCacheMs?: number;
}

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
  const breakers = new Map<string, CircuitBreaker>();
  const breakerFor = (tenantId: string) => {
    const breaker =
      breakers.get(tenantId) ??
      createCircuitBreaker({ threshold: options.ixc.breakerThreshold, coolDownMs: options.ixc.breakerCoolDownMs });
    breakers.set(tenantId, breaker);
    return breaker;
  };

  async function load(clientId: string): Promise<ActiveTenant | null> {
    const row = await options.prisma.tenant.findUnique({ where: { clientId }, include: { acsConfig: { select: { id: true } } } });
    if (!row || row.status !== 'active') return null;
    return {
      id: row.id,
      clientId: row.clientId,
      alias: row.alias,
      timezone: row.timezone,
      invoiceWindow: row.invoiceWindow === 'month_1' ? '1_month' : '15_days',
      nfDocumentTypes: row.nfDocumentTypes as NfDocumentTypes,
      contractPrintAction: row.contractPrintAction,
      contractDocumentsEnabled: row.clientId !== 'cliente',
      support: {
        type: row.supportType,
        subjects: row.supportSubjects as Array<{ id: string; label: string }>,
        departmentId: row.departmentId,
        processId: row.processId,
      },
      featureFlags: row.featureFlags,
      acsConfigured: row.acsConfig !== null,
      theme: toTheme(row),
      ixc: createIxcClient({
        baseUrl: ixcBaseUrl(row.ixcDomain),
        token: options.box.open(row.ixcAccessToken, row.clientId),
        timeoutMs: options.ixc.timeoutMs,
        listRetries: options.ixc.listRetries,
        breaker: breakerFor(row.id),
      }),
    };
  }

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
    invalidate() {
      found = createTtlCache({ maxEntries: MAX_CACHED_TENANTS });
      missing = createTtlCache({ maxEntries: MAX_CACHED_MISSES });
    },
  };
}

/** The allow-list of what the public may see of a provider. */
export function toTheme(row: TenantRow): Theme {
  return {
    client_id: row.clientId,
    alias: row.alias,
    vertical_logo_url: row.verticalLogoUrl,
    horizontal_logo_url: row.horizontalLogoUrl,
    app_logo_url: row.appLogoUrl,
    favicon_url: row.faviconUrl,
    login_background_url: row.loginBackgroundUrl,
    primary_color: row.primaryColor,
    secondary_color: row.secondaryColor,
    whatsapp_number: row.whatsappNumber,
    phone_number: row.phoneNumber,
    contact_email: row.contactEmail,
    faq_url: row.faqUrl,
    support_type: row.supportType,
    feature_flags: row.featureFlags,
    support_menu: row.supportMenu,
    app_activation: row.appActivation,
    legal: { name: row.legalName, document: row.legalDocument, address: row.address },
  };
}
