import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnnualSettlementDocument,
  AnnualSettlementQuery,
  ContractDocument,
  ContractIdParams,
  ContractList,
  ShortContractList,
  TrustUnlockResult,
} from '@central/domain/api';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import { subscriberOf } from '../../plugins/auth';
import type { ContractService } from './contracts-service';

/** Contratos (docs/product/subscriber.md#contracts): list, trust unlock, contract PDF, annual settlement. */
export const contractRoutes: FastifyPluginAsyncTypebox<{ contracts: ContractService }> = async (app, { contracts }) => {
  app.addHook('onRequest', refuseWhileErpIsDown);

  app.get(
    '/api/central/customer/list/contracts',
    { preHandler: app.requireSession, schema: { response: { 200: ContractList, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return { contracts: await contracts.list(tenant, account), documentsAvailable: tenant.contractDocumentsEnabled };
    },
  );

  app.get(
    '/api/central/customer/list/contracts/short',
    { preHandler: app.requireSession, schema: { response: { 200: ShortContractList, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return { contracts: await contracts.shortList(tenant, account) };
    },
  );

  // A state change, so POST (never GET: a link on another site must not unlock anything).
  app.post(
    '/api/central/customer/contracts/unlock/:id',
    {
      preHandler: app.requireSession,
      config: { idempotent: true },
      schema: { params: ContractIdParams, response: { 200: TrustUnlockResult, ...errorResponses } },
    },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return contracts.trustUnlock(tenant, account, request.params.id);
    },
  );

  app.get(
    '/api/central/customer/download/contract/:id',
    { preHandler: app.requireSession, schema: { params: ContractIdParams, response: { 200: ContractDocument, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return contracts.document(tenant, account, request.params.id);
    },
  );

  app.get(
    '/api/central/customer/contract/:id/annual-debt-settlement',
    {
      preHandler: app.requireSession,
      schema: {
        params: ContractIdParams,
        querystring: AnnualSettlementQuery,
        response: { 200: AnnualSettlementDocument, ...errorResponses },
      },
    },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return contracts.annualSettlement(tenant, account, request.params.id, request.query.year);
    },
  );
};
