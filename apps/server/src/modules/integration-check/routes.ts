import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IntegrationCheckAnswer } from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/route-schemas';
import { adminOf } from '../../plugins/staff-auth';
import type { Prisma } from '../../db/database';
import { findCustomer } from '../admin/customer-lookup';
import type { IntegrationCheck } from './integration-check-service';
import type { StoredCheck } from './integration-check-store';

const ClientIdParams = Type.Object({ clientId: Type.String({ maxLength: 100 }) });
const PATH = '/api/payment/customer/:clientId/integration-check';

const view = (check: StoredCheck | null): IntegrationCheckAnswer => ({
  check: check && { checked_at: check.checkedAt.toISOString(), checked_by: check.checkedBy, lines: check.lines },
});

/** 'Testar integrações' on a provider's page: GET the last result, POST to run the check again. Admins only. */
export const integrationCheckRoutes: FastifyPluginAsyncTypebox<{ prisma: Prisma; checks: IntegrationCheck }> = async (app, deps) => {
  const preHandler = app.requireAdmin;
  const schema = { params: ClientIdParams, response: { 200: IntegrationCheckAnswer, ...errorResponses } };

  app.get(PATH, { preHandler, schema }, async (request) => {
    const tenant = await findCustomer(deps.prisma, request.params.clientId);
    return view(await deps.checks.last(tenant.id));
  });

  app.post(PATH, { preHandler, schema }, async (request) => {
    const tenant = await findCustomer(deps.prisma, request.params.clientId);
    return view(await deps.checks.run(tenant.id, adminOf(request).email));
  });
};
