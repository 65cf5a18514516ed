import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CLOUD_STORAGE_MESSAGES as TEXT } from '@central/domain';
import {
  CloudContractParams,
  CloudGroupAnswer,
  CloudGroupParams,
  CloudGroupUsers,
  CloudServiceQuery,
  CloudUserParams,
  CloudUserSaved,
  DeleteCloudUserQuery,
  EditCloudUserBody,
  MessageBody,
  NewCloudGroupBody,
  NewCloudUserBody,
} from '@central/domain/api';
import { errorResponses } from '../../lib/route-schemas';
import { subscriberOf } from '../../plugins/auth';
import type { CloudStorageService } from './cloud-storage-service';

/**
 * The subscriber's cloud storage, ATP Box over the provider's Nextcloud
 * (docs/product/partners.md#atp-box-cloud-storage; docs/decisions/018). Every call checks that the ATP Box app is the
 * provider's and has a connection, that the contract is the subscriber's and entitled to it, and that the group and
 * user are that contract's (else 404).
 */
export const cloudStorageRoutes: FastifyPluginAsyncTypebox<{ cloudStorage: CloudStorageService }> = async (app, { cloudStorage }) => {
  const preHandler = app.requireSession;

  app.get(
    '/api/central/customer/find/cloud-group/:id',
    {
      preHandler,
      schema: { params: CloudContractParams, querystring: CloudServiceQuery, response: { 200: CloudGroupAnswer, ...errorResponses } },
    },
    async (request) => ({
      group: await cloudStorage.findGroup(subscriberOf(request), request.params.id, request.query.cloudServiceId, request.log),
    }),
  );

  app.post(
    '/api/central/customer/create/cloud-group',
    {
      preHandler,
      config: { idempotent: true },
      schema: { body: NewCloudGroupBody, response: { 201: CloudGroupAnswer, ...errorResponses } },
    },
    async (request, reply) => {
      const { contractId, cloudServiceId } = request.body;
      return reply
        .code(201)
        .send({ group: await cloudStorage.createGroup(subscriberOf(request), contractId, cloudServiceId, request.log) });
    },
  );

  app.get(
    '/api/central/customer/list/cloud-group-users/:groupId',
    {
      preHandler,
      schema: { params: CloudGroupParams, querystring: CloudServiceQuery, response: { 200: CloudGroupUsers, ...errorResponses } },
    },
    async (request) => cloudStorage.listUsers(subscriberOf(request), request.params.groupId, request.query.cloudServiceId, request.log),
  );

  app.post(
    '/api/central/customer/create/cloud-user',
    { preHandler, config: { idempotent: true }, schema: { body: NewCloudUserBody, response: { 201: CloudUserSaved, ...errorResponses } } },
    async (request, reply) => {
      const user = await cloudStorage.createUser(subscriberOf(request), request.body, request.log);
      return reply.code(201).send({ message: TEXT.created, user });
    },
  );

  app.put(
    '/api/central/customer/edit/cloud-user',
    { preHandler, schema: { body: EditCloudUserBody, response: { 200: CloudUserSaved, ...errorResponses } } },
    async (request) => ({ message: TEXT.updated, user: await cloudStorage.editUser(subscriberOf(request), request.body, request.log) }),
  );

  app.delete(
    '/api/central/customer/delete/cloud-user/:id',
    {
      preHandler,
      schema: { params: CloudUserParams, querystring: DeleteCloudUserQuery, response: { 200: MessageBody, ...errorResponses } },
    },
    async (request) => {
      const { contractId, cloudServiceId } = request.query;
      await cloudStorage.deleteUser(subscriberOf(request), { userId: request.params.id, contractId, cloudServiceId }, request.log);
      return { message: TEXT.deleted };
    },
  );
};
