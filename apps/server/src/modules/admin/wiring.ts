import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { WatchConnections } from '../apps/partners/watch-connection';
import type { StaffAccess } from '../staff/wiring';
import { createCustomDomainClaims } from '../tenants/custom-domain-claims';
import { createTenantsStore } from '../tenants/tenants-store';
import { createAcsService } from './acs/acs-service';
import { createAcsStore } from './acs/acs-store';
import { acsAdminRoutes } from './acs/routes';
import { createAppsService } from './apps/apps-service';
import { createAppsStore } from './apps/apps-store';
import { adminAppRoutes } from './apps/routes';
import { createCardPaymentsService } from './card-payments/card-payments-service';
import { createCardPaymentsStore } from './card-payments/card-payments-store';
import { cardPaymentsAdminRoutes } from './card-payments/routes';
import { createCardSettingsService } from './card-settings/card-settings-service';
import { createCardSettingsStore } from './card-settings/card-settings-store';
import { cardSettingsAdminRoutes } from './card-settings/routes';
import { createCustomersService } from './customers/customers-service';
import { createCustomersStore } from './customers/customers-store';
import { adminCustomerRoutes } from './customers/routes';
import { createLookupsService } from './lookups/lookups-service';
import { createLookupsStore } from './lookups/lookups-store';
import { adminLookupRoutes } from './lookups/routes';
import { watchConnectionRoutes } from './watch-connection/routes';
import { createWatchConnectionService } from './watch-connection/watch-connection-service';
import { createWatchConnectionStore } from './watch-connection/watch-connection-store';

/** The back office: providers, their ACS, card settings, card payments to review, apps, ERP lookups and 'Conectar à Watch'. */
export async function registerAdmin(
  app: FastifyInstance,
  ctx: Pick<
    AppContext,
    | 'prisma'
    | 'box'
    | 'signer'
    | 'tenants'
    | 'hostMarkers'
    | 'tlsDomains'
    | 'adminAudit'
    | 'passwordCost'
    | 'ixcTimeoutMs'
    | 'partnerTimeoutMs'
  > & { staffAccess: StaffAccess; watchConnections: WatchConnections },
): Promise<void> {
  const { prisma, box } = ctx;
  const adminWrites = { box, tenants: ctx.tenants, audit: ctx.adminAudit };
  const customers = createCustomersService({
    ...adminWrites,
    store: createCustomersStore(prisma),
    passwordCost: ctx.passwordCost,
    domainClaims: createCustomDomainClaims(createTenantsStore(prisma), { hostMarkers: ctx.hostMarkers, tlsDomains: ctx.tlsDomains }),
    factors: ctx.staffAccess.factors,
    staffSessions: ctx.staffAccess.staffSessions,
  });
  await app.register(adminCustomerRoutes, { customers });
  await app.register(acsAdminRoutes, { acs: createAcsService({ ...adminWrites, store: createAcsStore(prisma) }) });
  const cardSettings = createCardSettingsService({ ...adminWrites, store: createCardSettingsStore(prisma) });
  await app.register(cardSettingsAdminRoutes, { cardSettings });
  const cardPayments = createCardPaymentsService({ store: createCardPaymentsStore(prisma), audit: ctx.adminAudit });
  await app.register(cardPaymentsAdminRoutes, { cardPayments });
  await app.register(adminAppRoutes, { apps: createAppsService({ ...adminWrites, store: createAppsStore(prisma) }) });
  const lookups = createLookupsService({ store: createLookupsStore(prisma), box, ixcTimeoutMs: ctx.ixcTimeoutMs, log: app.log });
  await app.register(adminLookupRoutes, { lookups });
  const watchConnection = createWatchConnectionService({
    store: createWatchConnectionStore(prisma),
    box,
    signer: ctx.signer,
    audit: ctx.adminAudit,
    connections: ctx.watchConnections,
    timeoutMs: ctx.partnerTimeoutMs,
    log: app.log,
  });
  await app.register(watchConnectionRoutes, { watchConnection });
}
