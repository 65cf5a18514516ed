import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APP_MESSAGES } from '@central/domain';
import { CustomerApps } from '@central/domain/api';
import { featureFailure } from '../../integrations/ixc/errors';
import { AppError } from '../../lib/app-error';
import type { Prisma } from '../../db/database';
import { accountOf } from '../../lib/account';
import { errorResponses } from '../../lib/route-schemas';
import { sessionOf } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { descriptionOf } from '../contracts/contract-rules';
import type { ContractService } from '../contracts/contract-service';
import { appCatalogue } from './app-catalogue';
import { entitledApps } from './entitlement';

export interface AppRouteDeps {
  prisma: Prisma;
  contracts: ContractService;
}

/**
 * The subscriber's partner apps (SPEC sections 3 and 7; issue 12). The catalogue is the provider's (admin area);
 * the entitlement is read from IXC with a bounded number of calls: the contracts, then their items and their plans'
 * items in parallel, all cached a few minutes per subscriber. A provider without apps costs no ERP call.
 */
export const appRoutes: FastifyPluginAsyncTypebox<AppRouteDeps> = async (app, deps) => {
  app.get(
    '/api/central/customer/apps',
    { preHandler: app.requireSession, schema: { response: { 200: CustomerApps, ...errorResponses } } },
    async (request) => {
      const tenant = tenantOf(request);
      const account = accountOf(sessionOf(request));
      const catalogue = await appCatalogue(deps.prisma, tenant.id);
      if (catalogue.length === 0) return { apps: [] };
      const [contracts, items] = await Promise.all([deps.contracts.rows(tenant, account), deps.contracts.items(tenant, account)]).catch((error: unknown) => {
        request.log.warn({ err: error }, 'apps: contracts could not be read');
        throw featureFailure(error, new AppError('APPS_FAILED', 502, APP_MESSAGES.listFailure));
      });
      return {
        apps: entitledApps(catalogue, contracts, items).map(({ app: { row }, contract, service }) => ({
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
        })),
      };
    },
  );
};
