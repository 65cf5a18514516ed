import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CARD_MESSAGES, MESSAGES, todayIn } from '@central/domain';
import { MessageBody, MyData, MyDataItemParams, PrivacyNotice } from '@central/domain/api';
import { takeUses, USE_LIMITS } from '../../lib/attempt-limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import { errorResponses } from '../../lib/route-schemas';
import { sessionOf, signedInAccount } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import { RETURNING_HINT_DAYS } from '../auth/returning-subscribers';
import { myDataFileName } from './my-data-rules';
import { dataControllerOf, readMyData, type MyDataDeps } from './read-my-data';
import { endOtherSessions, removeCard, removePushDevice, type RemovalDeps } from './remove-my-data';

export type PrivacyDeps = MyDataDeps &
  RemovalDeps & {
    limiter: RateLimiter;
    /** Keyed hash for limiter keys (guess-guard's `hidden`). */
    hidden: (...parts: string[]) => string;
  };

const MY_DATA = '/api/central/customer/my-data';

/**
 * The subscriber's data rights (LGPD): the provider's privacy notice, 'Meus dados' and its removals. None of
 * it needs the ERP, so it works while the provider's ERP is down.
 */
export const privacyRoutes: FastifyPluginAsyncTypebox<PrivacyDeps> = async (app, deps) => {
  app.get('/api/central/privacy-notice', { schema: { response: { 200: PrivacyNotice, ...errorResponses } } }, async (request) => ({
    controller: dataControllerOf(tenantOf(request)),
    retention: { auditDays: deps.auditRetentionDays, returningHintDays: RETURNING_HINT_DAYS },
  }));

  const preHandler = app.requireSession;

  // One answer for the page and for 'Baixar meus dados': the file is exactly what the page shows.
  app.get(MY_DATA, { preHandler, schema: { response: { 200: MyData, ...errorResponses } } }, async (request, reply) => {
    const tenant = tenantOf(request);
    const session = sessionOf(request);
    await takeUses(deps.limiter, [[`my-data:customer:${deps.hidden(tenant.id, session.customerId)}`, USE_LIMITS.myDataReadsPerCustomer]]);
    const data = await readMyData(deps, tenant, session);
    const fileName = myDataFileName(tenant.alias, todayIn(tenant.timezone));
    return reply.header('content-disposition', `attachment; filename="${fileName}"`).send(data);
  });

  const item = { preHandler, schema: { params: MyDataItemParams, response: { 200: MessageBody, ...errorResponses } } };
  app.delete(`${MY_DATA}/push-devices/:id`, item, async (request) => {
    await removePushDevice(deps, signedInAccount(request), request.params.id, request.ip);
    return { message: MESSAGES.pushDeviceRemoved };
  });

  app.delete(`${MY_DATA}/cards/:id`, item, async (request) => {
    await removeCard(deps, signedInAccount(request), request.params.id, request.ip);
    return { message: CARD_MESSAGES.cardDeleted };
  });

  app.delete(
    `${MY_DATA}/sessions/others`,
    { preHandler, schema: { response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await endOtherSessions(deps, sessionOf(request), request.ip);
      return { message: MESSAGES.otherSessionsEnded };
    },
  );
};
