import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APP_MESSAGES } from '@central/domain';
import { ActivationBody, ActivationResult, AppDetailsParams, ContractAppsParams, CustomerApps, CustomerAppView } from '@central/domain/api';
import type { FastifyRequest } from 'fastify';
import type { AccountCache } from '../../lib/account-cache';
import type { SecretBox } from '../../lib/crypto';
import { activateApp } from './activate-app';
import { accessibleApp, type AccessibleApp, enabled } from './app-access';
import { appView } from './app-details';
import { createActivationStore } from './activation-store';
import { featureFailure } from '../../integrations/ixc/errors';
import { AppError } from '../../lib/app-error';
import type { Prisma } from '../../db/database';
import { errorResponses } from '../../lib/route-schemas';
import { signedInAccount } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { descriptionOf } from '../contracts/contract-rules';
import type { ContractService } from '../contracts/contract-service';
import { appCatalogue, enabledApps } from './app-catalogue';
import { entitledApps } from './entitlement';
import type { WatchAccess } from './partners/watch-access';

export interface AppRouteDeps {
  prisma: Prisma;
  contracts: ContractService;
  box: SecretBox;
  accounts: Pick<AccountCache, 'changed' | 'read'>;
  /** Deadline of one call to a partner (Watch…). */
  partnerTimeoutMs: number;
  /** Watch's clients over the tokens admins connected, shared by every route that calls Watch. */
  watch: WatchAccess;
}

/**
 * The subscriber's partner apps (SPEC sections 3 and 7; issue 12). The catalogue is the provider's (admin area);
 * the entitlement is read from IXC with a bounded number of calls: the contracts, then their items and their plans'
 * items in parallel, all cached a few minutes per subscriber. A provider without apps costs no ERP call.
 */
export const appRoutes: FastifyPluginAsyncTypebox<AppRouteDeps> = async (app, deps) => {
  /** The subscriber's entitled apps, each with its contract and entitling item. */
  async function customerApps(request: FastifyRequest): Promise<CustomerApps['apps']> {
    const tenant = tenantOf(request);
    const account = signedInAccount(request);
    const catalogue = enabledApps(await appCatalogue(deps.prisma, tenant.id));
    if (catalogue.length === 0) return [];
    const [contracts, items] = await Promise.all([deps.contracts.rows(tenant, account), deps.contracts.items(tenant, account)]).catch(
      (error: unknown) => {
        request.log.warn({ err: error }, 'apps: contracts could not be read');
        throw featureFailure(error, new AppError('APPS_FAILED', 502, APP_MESSAGES.listFailure));
      },
    );
    return entitledApps(catalogue, contracts, items).map(({ app: { row }, contract, service }) => ({
      customer_app: {
        id: row.id,
        name: row.name,
        image: row.image,
        app_store_link: row.appStoreLink,
        play_store_link: row.playStoreLink,
        integration_method: row.integrationMethod,
      },
      service,
      contract: { id: contract.id ?? '', description: descriptionOf(contract) },
    }));
  }

  app.get(
    '/api/central/customer/apps',
    { preHandler: app.requireSession, schema: { response: { 200: CustomerApps, ...errorResponses } } },
    async (request) => ({
      apps: await customerApps(request),
    }),
  );

  // SPEC section 7: one contract's apps (an unknown or another subscriber's contract simply has none).
  app.get(
    '/api/central/customer/list/content-apps/:contractId',
    { preHandler: app.requireSession, schema: { params: ContractAppsParams, response: { 200: CustomerApps, ...errorResponses } } },
    async (request) => ({ apps: (await customerApps(request)).filter((item) => item.contract.id === request.params.contractId) }),
  );

  const activations = createActivationStore(deps.prisma);
  const access = (request: FastifyRequest, appId: string, contractId: string) =>
    accessibleApp(deps, tenantOf(request), signedInAccount(request), appId, contractId).catch((error: unknown) => {
      throw featureFailure(error, error instanceof AppError ? error : new AppError('APP_FAILED', 502, APP_MESSAGES.getAppFailure));
    });
  const view = async (request: FastifyRequest, found: AccessibleApp) => {
    const account = signedInAccount(request);
    const activation = await activations.find(account, { contractId: found.contract.id ?? '', appId: found.entry.id });
    return appView(deps, tenantOf(request), account, found, activation).catch((error: unknown) => {
      throw featureFailure(error, new AppError('APP_DETAILS_FAILED', 502, APP_MESSAGES.detailsFailure));
    });
  };

  // SPEC section 7: /customer/app/{a}/{b}/details and /{a}/{b}/{c}/details (app, contract, and the entitling item).
  for (const path of [
    '/api/central/customer/app/:appId/:contractId/details',
    '/api/central/customer/app/:appId/:contractId/:serviceId/details',
  ]) {
    app.get(
      path,
      { preHandler: app.requireSession, schema: { params: AppDetailsParams, response: { 200: CustomerAppView, ...errorResponses } } },
      async (request) => view(request, await access(request, request.params.appId, request.params.contractId)),
    );
  }

  app.post(
    '/api/central/customer/create/content-app',
    { preHandler: app.requireSession, schema: { body: ActivationBody, response: { 201: ActivationResult, ...errorResponses } } },
    async (request, reply) => {
      const appId = request.body.customerAppId ?? request.body.appId ?? '';
      const found = enabled(await access(request, appId, request.body.contractId));
      const activateDeps = { ...deps, activations, log: request.log };
      const { message, credentials } = await activateApp(activateDeps, tenantOf(request), signedInAccount(request), found, request.body);
      return reply.code(201).send({ message, app: await view(request, found), ...(credentials ? { credentials } : {}) });
    },
  );
};
