import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AcsAnswer, AcsBody, AcsRead } from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/route-schemas';
import { adminOf } from '../../../plugins/staff-auth';
import { toAcsRecord } from './acs-rules';
import type { AcsService } from './acs-service';

const UuidParams = Type.Object({ uuid: Type.String({ maxLength: 100 }) });

/** The provider's ACS record under /api/acs/adm (docs/product/admin.md#acs-connection). The private key is write-only. */
export const acsAdminRoutes: FastifyPluginAsyncTypebox<{ acs: AcsService }> = async (app, { acs }) => {
  const preHandler = app.requireAdmin;

  app.get(
    '/api/acs/adm/client-id/:clientId',
    {
      preHandler,
      schema: { params: Type.Object({ clientId: Type.String({ maxLength: 100 }) }), response: { 200: AcsRead, ...errorResponses } },
    },
    async (request) => {
      const row = await acs.ofCustomer(request.params.clientId);
      return { acs: row ? toAcsRecord(row) : null };
    },
  );

  app.post(
    '/api/acs/adm',
    {
      preHandler,
      config: { idempotent: true },
      schema: { body: AcsBody, response: { 201: Type.Object({ uuid: Type.String() }), ...errorResponses } },
    },
    async (request, reply) => reply.code(201).send({ uuid: (await acs.create(adminOf(request), request.body)).id }),
  );

  app.put(
    '/api/acs/adm/:uuid',
    { preHandler, schema: { params: UuidParams, body: AcsBody, response: { 200: AcsAnswer, 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      const row = await acs.update(adminOf(request), request.params.uuid, request.body);
      return row ? { acs: toAcsRecord(row) } : reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/acs/adm/:uuid',
    { preHandler, schema: { params: UuidParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      await acs.remove(adminOf(request), request.params.uuid);
      return reply.code(204).send(null);
    },
  );
};
