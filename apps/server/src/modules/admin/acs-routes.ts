import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AcsAnswer, AcsBody } from '@central/domain/api';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/route-schemas';
import { adminOf } from '../../plugins/staff-auth';
import type { AdminDeps } from './admin-deps';
import { acsOfCustomer, createAcs, deleteAcs, toAcsRecord, updateAcs } from './acs-records';

const UuidParams = Type.Object({ uuid: Type.String({ maxLength: 100 }) });

/** The provider's ACS record under /api/acs/adm (SPEC section 7, ACS admin). The private key is write-only. */
export const acsAdminRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  const preHandler = app.requireAdmin;

  app.get(
    '/api/acs/adm/client-id/:clientId',
    {
      preHandler,
      schema: { params: Type.Object({ clientId: Type.String({ maxLength: 100 }) }), response: { 200: AcsAnswer, ...errorResponses } },
    },
    async (request) => ({ acs: toAcsRecord(await acsOfCustomer(deps, request.params.clientId)) }),
  );

  app.post(
    '/api/acs/adm',
    { preHandler, schema: { body: AcsBody, response: { 201: Type.Object({ uuid: Type.String() }), ...errorResponses } } },
    async (request, reply) => reply.code(201).send({ uuid: (await createAcs(deps, adminOf(request), request.body)).id }),
  );

  app.put(
    '/api/acs/adm/:uuid',
    { preHandler, schema: { params: UuidParams, body: AcsBody, response: { 200: AcsAnswer, 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      const row = await updateAcs(deps, adminOf(request), request.params.uuid, request.body);
      return row ? { acs: toAcsRecord(row) } : reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/acs/adm/:uuid',
    { preHandler, schema: { params: UuidParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      await deleteAcs(deps, adminOf(request), request.params.uuid);
      return reply.code(204).send(null);
    },
  );
};
