import { CLOUD_STORAGE_MESSAGES as TEXT, quotaAllowanceOf } from '@central/domain';
import type { FastifyBaseLogger } from 'fastify';
import { featureFailure } from '../../integrations/ixc/errors';
import { createNextcloudClient, type CloudStorage } from '../../integrations/nextcloud';
import { AppError, notFound } from '../../lib/app-error';
import type { Account } from '../../lib/account-cache';
import type { SecretBox } from '../../lib/crypto';
import type { Metrics } from '../../metrics/metrics';
import { observedAdapter } from '../../metrics/observed-calls';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { AppsStore } from '../apps/apps-store';
import { appIntegrationOf } from '../apps/app-integration';
import { entitledApps } from '../apps/entitlement-rules';
import type { ContractService } from '../contracts/contracts-service';
import { cloudFailure } from './cloud-failure';
import { contractOfGroup, groupIdOf } from './cloud-rules';

export const ATP_BOX_METHOD = 'api_atp_box';

/** What finding a contract's cloud storage needs: every cloud call goes through it. */
export interface ContractCloudDeps {
  /** The provider's ATP Box apps are in its app catalogue. */
  apps: Pick<AppsStore, 'catalogue'>;
  contracts: Pick<ContractService, 'rows' | 'items'>;
  /** Opens the app's Nextcloud credential. */
  box: Pick<SecretBox, 'open'>;
  /** Deadline of one Nextcloud call. */
  timeoutMs: number;
  /** Where each Nextcloud call is timed by provider. */
  metrics?: Pick<Metrics, 'externalCalls'>;
}

export interface Subscriber {
  tenant: ActiveTenant;
  account: Account;
}

/** One contract's cloud storage: which ATP Box app, the group at its Nextcloud, and the GB the plan gives. */
export interface ContractCloud {
  appId: string;
  contractId: string;
  groupId: string;
  /** GB; null when the entitling item's name does not say (`quotaAllowanceOf`). */
  allowance: number | null;
  /** The app's Nextcloud, opened on first use. */
  storage(): CloudStorage;
}

/**
 * Every cloud storage the subscriber may use: the provider's ATP Box apps that have a Nextcloud connection, on the
 * subscriber's contracts that are entitled to them (the same rule as the apps list, entitlement-rules.ts). A provider
 * without such an app costs no ERP call. An ERP failure gives the calling route's `text`.
 */
export async function contractClouds(
  deps: ContractCloudDeps,
  subscriber: Subscriber,
  text: string,
  log: FastifyBaseLogger,
): Promise<ContractCloud[]> {
  const { tenant, account } = subscriber;
  const catalogue = (await deps.apps.catalogue(tenant.id)).filter(
    ({ row }) =>
      row.active && row.integrationMethod === ATP_BOX_METHOD && row.integrationUrl && row.integrationUser && row.integrationSecret,
  );
  if (catalogue.length === 0) return [];
  const [contracts, items] = await Promise.all([deps.contracts.rows(tenant, account), deps.contracts.items(tenant, account)]).catch(
    (error: unknown) => {
      log.warn({ err: error }, 'cloud storage: contracts could not be read');
      throw featureFailure(error, new AppError('CLOUD_CONTRACTS_FAILED', 502, text));
    },
  );
  return entitledApps(catalogue, contracts, items).map(({ app: { row }, contract, service }) => {
    let storage: CloudStorage | undefined;
    const contractId = contract.id ?? '';
    return {
      appId: row.id,
      contractId,
      groupId: groupIdOf(tenant.clientId, contractId),
      allowance: quotaAllowanceOf(service?.name),
      storage() {
        if (storage) return storage;
        let connection;
        try {
          connection = appIntegrationOf(deps.box, tenant.clientId, row);
        } catch (error) {
          // A secret sealed for another provider or with a retired key: the provider's configuration, not the person's.
          throw cloudFailure(error, text, log);
        }
        if (!connection) throw cloudFailure(new Error('ATP Box app without a connection'), text, log);
        storage = observedAdapter(
          createNextcloudClient({ url: connection.url, username: connection.user, password: connection.secret, timeoutMs: deps.timeoutMs }),
          deps.metrics,
          { system: 'nextcloud', provider: tenant.clientId },
        );
        return storage;
      },
    };
  });
}

/**
 * The cloud storage of one of the subscriber's contracts, through `cloudServiceId` when given, else the first ATP Box
 * app that entitles the contract. Another subscriber's contract, or one without ATP Box, answers 404.
 */
export async function contractCloud(
  deps: ContractCloudDeps,
  subscriber: Subscriber,
  target: { contractId: string; cloudServiceId?: string | undefined },
  text: string,
  log: FastifyBaseLogger,
): Promise<ContractCloud> {
  const found = (await contractClouds(deps, subscriber, text, log)).find(
    (service) => service.contractId === target.contractId && (!target.cloudServiceId || service.appId === target.cloudServiceId),
  );
  if (!found) throw notFound('CLOUD_SERVICE_NOT_FOUND', TEXT.serviceNotFound);
  return found;
}

/** A group id as the routes take it: one of this provider's, on one of the subscriber's entitled contracts. */
export async function contractCloudOfGroup(
  deps: ContractCloudDeps,
  subscriber: Subscriber,
  target: { groupId: string; cloudServiceId?: string | undefined },
  text: string,
  log: FastifyBaseLogger,
): Promise<ContractCloud> {
  const contractId = contractOfGroup(subscriber.tenant.clientId, target.groupId);
  if (!contractId) throw notFound('CLOUD_GROUP_NOT_FOUND', TEXT.groupNotFound);
  return contractCloud(deps, subscriber, { contractId, cloudServiceId: target.cloudServiceId }, text, log);
}
