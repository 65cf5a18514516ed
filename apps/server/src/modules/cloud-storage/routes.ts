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
import { contractProblem, refuseFields, textOf } from './cloud-input';
import type { CloudStorageDeps } from './cloud-service';
import { createGroup } from './create-group';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { editUser } from './edit-user';
import { findGroup } from './find-group';
import { listUsers } from './list-users';

export type CloudStorageRouteDeps = CloudStorageDeps;

/** The contract a group call names, checked before anything is read. */
function contractTarget(contractId: unknown, cloudServiceId: string | undefined) {
  const id = textOf(contractId);
  refuseFields({ contractId: contractProblem(id) });
  return { contractId: id, cloudServiceId: cloudServiceId || undefined };
}

/**
 * The subscriber's cloud storage, ATP Box over the provider's Nextcloud (SPEC sections 4, 5, 7 and 8; issue 12;
 * docs/decisions/018). Every call checks that the ATP Box app is the provider's and has a connection, that the
 * contract is the subscriber's and entitled to it, and that the group and user are that contract's (else 404).
 */
export const cloudStorageRoutes: FastifyPluginAsyncTypebox<CloudStorageRouteDeps> = async (app, deps) => {
  const preHandler = app.requireSession;

  app.get(
    '/api/central/customer/find/cloud-group/:id',
    {
      preHandler,
      schema: { params: CloudContractParams, querystring: CloudServiceQuery, response: { 200: CloudGroupAnswer, ...errorResponses } },
    },
    async (request) => ({
      group: await findGroup(deps, subscriberOf(request), contractTarget(request.params.id, request.query.cloudServiceId), request.log),
    }),
  );

  app.post(
    '/api/central/customer/create/cloud-group',
    { preHandler, schema: { body: NewCloudGroupBody, response: { 201: CloudGroupAnswer, ...errorResponses } } },
    async (request, reply) => {
      const target = contractTarget(request.body.contractId, request.body.cloudServiceId);
      return reply.code(201).send({ group: await createGroup(deps, subscriberOf(request), target, request.log) });
    },
  );

  app.get(
    '/api/central/customer/list/cloud-group-users/:groupId',
    {
      preHandler,
      schema: { params: CloudGroupParams, querystring: CloudServiceQuery, response: { 200: CloudGroupUsers, ...errorResponses } },
    },
    async (request) =>
      listUsers(
        deps,
        subscriberOf(request),
        { groupId: request.params.groupId, cloudServiceId: request.query.cloudServiceId || undefined },
        request.log,
      ),
  );

  app.post(
    '/api/central/customer/create/cloud-user',
    { preHandler, schema: { body: NewCloudUserBody, response: { 201: CloudUserSaved, ...errorResponses } } },
    async (request, reply) => {
      const user = await createUser(deps, subscriberOf(request), request.body, request.log);
      return reply.code(201).send({ message: TEXT.created, user });
    },
  );

  app.put(
    '/api/central/customer/edit/cloud-user',
    { preHandler, schema: { body: EditCloudUserBody, response: { 200: CloudUserSaved, ...errorResponses } } },
    async (request) => ({ message: TEXT.updated, user: await editUser(deps, subscriberOf(request), request.body, request.log) }),
  );

  app.delete(
    '/api/central/customer/delete/cloud-user/:id',
    {
      preHandler,
      schema: { params: CloudUserParams, querystring: DeleteCloudUserQuery, response: { 200: MessageBody, ...errorResponses } },
    },
    async (request) => {
      const { contractId, cloudServiceId } = request.query;
      await deleteUser(
        deps,
        subscriberOf(request),
        { userId: request.params.id, contractId, cloudServiceId: cloudServiceId || undefined },
        request.log,
      );
      return { message: TEXT.deleted };
    },
  );
};
