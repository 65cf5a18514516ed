import { numericFieldText } from '@central/domain';
import type { CloudGroup, CloudGroupUsers, CloudUser, EditCloudUserBody, NewCloudUserBody } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { contractProblem, refuseFields } from './cloud-rules';
import type { ContractCloudDeps, Subscriber } from './contract-clouds';
import { createGroup } from './create-group';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { editUser } from './edit-user';
import { findGroup } from './find-group';
import { listUsers } from './list-users';

/** Every use case reaches Nextcloud only through the contract's cloud (contract-clouds.ts): that is all they need. */
export type CloudStoragePorts = ContractCloudDeps;

/** The subscriber's cloud storage: ATP Box over the provider's Nextcloud, a group per contract (docs/decisions/018). */
export interface CloudStorageService {
  findGroup(subscriber: Subscriber, contractId: unknown, cloudServiceId: string | undefined, log: FastifyBaseLogger): Promise<CloudGroup>;
  createGroup(subscriber: Subscriber, contractId: unknown, cloudServiceId: string | undefined, log: FastifyBaseLogger): Promise<CloudGroup>;
  listUsers(subscriber: Subscriber, groupId: string, cloudServiceId: string | undefined, log: FastifyBaseLogger): Promise<CloudGroupUsers>;
  createUser(subscriber: Subscriber, body: NewCloudUserBody, log: FastifyBaseLogger): Promise<CloudUser>;
  editUser(subscriber: Subscriber, body: EditCloudUserBody, log: FastifyBaseLogger): Promise<CloudUser>;
  deleteUser(
    subscriber: Subscriber,
    target: { userId: string; contractId?: string | undefined; cloudServiceId?: string | undefined },
    log: FastifyBaseLogger,
  ): Promise<void>;
}

/** The contract a group call names, checked before anything is read. */
function contractTarget(contractId: unknown, cloudServiceId: string | undefined) {
  const id = numericFieldText(contractId);
  refuseFields({ contractId: contractProblem(id) });
  return { contractId: id, cloudServiceId: cloudServiceId || undefined };
}

export function createCloudStorageService(ports: CloudStoragePorts): CloudStorageService {
  return {
    findGroup: async (subscriber, contractId, cloudServiceId, log) =>
      findGroup(ports, subscriber, contractTarget(contractId, cloudServiceId), log),
    createGroup: async (subscriber, contractId, cloudServiceId, log) =>
      createGroup(ports, subscriber, contractTarget(contractId, cloudServiceId), log),
    listUsers: (subscriber, groupId, cloudServiceId, log) =>
      listUsers(ports, subscriber, { groupId, cloudServiceId: cloudServiceId || undefined }, log),
    createUser: (subscriber, body, log) => createUser(ports, subscriber, body, log),
    editUser: (subscriber, body, log) => editUser(ports, subscriber, body, log),
    deleteUser: (subscriber, { userId, contractId, cloudServiceId }, log) =>
      deleteUser(ports, subscriber, { userId, contractId, cloudServiceId: cloudServiceId || undefined }, log),
  };
}
