import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@central/domain';
import {
  AnnualSettlementDocument,
  AnnualSettlementQuery,
  ContractDocument,
  ContractIdParams,
  ContractList,
  ShortContractList,
  TrustUnlockResult,
} from '@central/domain/api';
import type { AccountCache } from '../../lib/account-cache';
import { AppError } from '../../lib/app-error';
import { refuseWhileErpIsDown } from '../../lib/erp-guard';
import { errorResponses } from '../../lib/route-schemas';
import { subscriberOf } from '../../plugins/auth';
import { createDocumentGateway } from '../../integrations/ixc/documents';
import { featureFailure } from '../../integrations/ixc/errors';
import { annualSettlement } from './annual-settlement';
import { descriptionOf } from './contract-rules';
import type { ContractService } from './contract-service';
import { trustUnlock } from './trust-unlock';

/** Contratos (SPEC sections 2 and 7): list, trust unlock, contract PDF, annual settlement. */
export const contractRoutes: FastifyPluginAsyncTypebox<{ contracts: ContractService; cache: AccountCache }> = async (app, deps) => {
  app.addHook('onRequest', refuseWhileErpIsDown);

  app.get(
    '/api/central/customer/list/contracts',
    { preHandler: app.requireSession, schema: { response: { 200: ContractList, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return { contracts: await deps.contracts.list(tenant, account), documentsAvailable: tenant.contractDocumentsEnabled };
    },
  );

  app.get(
    '/api/central/customer/list/contracts/short',
    { preHandler: app.requireSession, schema: { response: { 200: ShortContractList, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      const rows = await deps.contracts.rows(tenant, account);
      return { contracts: rows.map((row) => ({ id: row.id ?? '', description: descriptionOf(row) })) };
    },
  );

  // A state change, so POST (never GET: a link on another site must not unlock anything).
  app.post(
    '/api/central/customer/contracts/unlock/:id',
    { preHandler: app.requireSession, schema: { params: ContractIdParams, response: { 200: TrustUnlockResult, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      return trustUnlock(deps, tenant, account, request.params.id);
    },
  );

  app.get(
    '/api/central/customer/download/contract/:id',
    { preHandler: app.requireSession, schema: { params: ContractIdParams, response: { 200: ContractDocument, ...errorResponses } } },
    async (request) => {
      const { tenant, account } = subscriberOf(request);
      if (!tenant.contractDocumentsEnabled) throw new AppError('DOCUMENT_UNAVAILABLE', 403, MESSAGES.contractDocumentsUnavailable);
      await deps.contracts.own(tenant, account, request.params.id);
      const failure = new AppError('CONTRACT_DOWNLOAD_FAILED', 502, MESSAGES.contractDownloadFailure);
      const base64 = await createDocumentGateway(tenant.ixc)
        .contract(request.params.id, tenant.contractPrintAction)
        .catch((error: unknown) => {
          throw featureFailure(error, failure);
        });
      if (!base64) throw failure;
      return { fileName: `Contrato-${request.params.id}.pdf`, contractBase64: base64 };
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
      return annualSettlement(deps.contracts, tenant, account, request.params.id, request.query.year);
    },
  );
};
