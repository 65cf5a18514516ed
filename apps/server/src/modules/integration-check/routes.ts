import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IntegrationCheckAnswer } from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/route-schemas';
import { adminOf } from '../../plugins/staff-auth';
import type { IntegrationCheckService } from './integration-check-service';
import type { StoredCheck } from './integration-check-store';

const ClientIdParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const PATH = '/api/payment/customer/:clientId/integration-check';

const view = (check: StoredCheck | null): IntegrationCheckAnswer => ({
  check: check && { checked_at: check.checkedAt.toISOString(), checked_by: check.checkedBy, lines: check.lines },
});

/** 'Testar integrações' on a provider's page: GET the last result, POST to run the check again. Admins only. */
export const integrationCheckRoutes: FastifyPluginAsyncTypebox<{ checks: IntegrationCheckService }> = async (app, { checks }) => {
  const preHandler = app.requireAdmin;
  const schema = { params: ClientIdParams, response: { 200: IntegrationCheckAnswer, ...errorResponses } };

  app.get(PATH, { preHandler, schema }, async (request) => view(await checks.lastOf(request.params.clientId)));

  app.post(PATH, { preHandler, schema }, async (request) => view(await checks.runFor(request.params.clientId, adminOf(request).email)));
};
