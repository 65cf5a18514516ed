import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CARD_MESSAGES, MESSAGES } from '@central/domain';
import { MessageBody, MyData, MyDataItemParams, PrivacyNotice } from '@central/domain/api';
import { errorResponses } from '../../lib/route-schemas';
import { sessionOf, signedInAccount } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import type { PrivacyService } from './privacy-service';

const MY_DATA = '/api/central/customer/my-data';

/**
 * The subscriber's data rights (LGPD): the provider's privacy notice, 'Meus dados' and its removals. None of
 * it needs the ERP, so it works while the provider's ERP is down.
 */
export const privacyRoutes: FastifyPluginAsyncTypebox<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  app.get('/api/central/privacy-notice', { schema: { response: { 200: PrivacyNotice, ...errorResponses } } }, async (request) =>
    privacy.notice(tenantOf(request)),
  );

  const preHandler = app.requireSession;

  // One answer for the page and for 'Baixar meus dados': the file is exactly what the page shows.
  app.get(MY_DATA, { preHandler, schema: { response: { 200: MyData, ...errorResponses } } }, async (request, reply) => {
    const { data, fileName } = await privacy.myData(tenantOf(request), sessionOf(request));
    return reply.header('content-disposition', `attachment; filename="${fileName}"`).send(data);
  });

  const item = { preHandler, schema: { params: MyDataItemParams, response: { 200: MessageBody, ...errorResponses } } };
  app.delete(`${MY_DATA}/push-devices/:id`, item, async (request) => {
    await privacy.removePushDevice(signedInAccount(request), request.params.id, request.ip);
    return { message: MESSAGES.pushDeviceRemoved };
  });

  app.delete(`${MY_DATA}/cards/:id`, item, async (request) => {
    await privacy.removeCard(signedInAccount(request), request.params.id, request.ip);
    return { message: CARD_MESSAGES.cardDeleted };
  });

  app.delete(
    `${MY_DATA}/sessions/others`,
    { preHandler, schema: { response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await privacy.endOtherSessions(sessionOf(request), request.ip);
      return { message: MESSAGES.otherSessionsEnded };
    },
  );
};
