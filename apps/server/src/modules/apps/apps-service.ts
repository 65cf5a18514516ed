import { APP_MESSAGES } from '@central/domain';
import type {
  ActivationBody,
  ActivationResult,
  AppPasswordRecoveryBody,
  BooksActivationBody,
  BooksPayload,
  CustomerApps,
  CustomerAppView,
  OletvActivationBody,
  OletvCheck,
} from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { featureFailure } from '../../integrations/ixc/errors';
import type { Account } from '../../lib/account-cache';
import { AppError } from '../../lib/app-error';
import { descriptionOf } from '../contracts/contract-rules';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { activateApp, type ActivateAppDeps } from './activate-app';
import { accessibleApp, type AccessibleApp, type AppAccessDeps, enabled, enabledApps } from './app-access';
import { appView, type AppViewDeps } from './app-details';
import type { AppsStore } from './apps-store';
import { activateBooks, booksPayload, type BooksDeps } from './books';
import { entitledApps } from './entitlement-rules';
import { activateOletv, checkOletv, recoverOletvPassword, type OletvDeps } from './oletv';

/** What the use cases need (each activation's log is the request's), and the activations the app page reads. */
export type AppsPorts = AppAccessDeps &
  AppViewDeps &
  Omit<ActivateAppDeps, 'log'> &
  OletvDeps &
  BooksDeps & {
    store: Pick<AppsStore, 'activation'>;
  };

type EntitledApp = CustomerApps['apps'][number];

/**
 * The subscriber's partner apps (docs/product/partners.md#the-subscribers-app-pages). The catalogue is the provider's
 * (admin area); the entitlement is read from IXC with a bounded number of calls: the contracts, then their items and
 * their plans' items in parallel, all cached a few minutes per subscriber. A provider without apps costs no ERP call.
 */
export interface AppsService {
  /** The subscriber's entitled apps, each with its contract and entitling item. */
  list(tenant: ActiveTenant, account: Account, log: FastifyBaseLogger): Promise<EntitledApp[]>;
  /** One app's page on one contract. */
  details(tenant: ActiveTenant, account: Account, appId: string, contractId: string): Promise<CustomerAppView>;
  activate(tenant: ActiveTenant, account: Account, body: ActivationBody, log: FastifyBaseLogger): Promise<ActivationResult>;
  checkOletv(tenant: ActiveTenant, account: Account, search: string | undefined, log: FastifyBaseLogger): Promise<OletvCheck>;
  activateOletv(tenant: ActiveTenant, account: Account, body: OletvActivationBody, log: FastifyBaseLogger): Promise<ActivationResult>;
  recoverOletvPassword(
    tenant: ActiveTenant,
    account: Account,
    body: AppPasswordRecoveryBody,
    log: FastifyBaseLogger,
  ): Promise<{ message: string }>;
  booksPayload(
    tenant: ActiveTenant,
    account: Account,
    target: { appId?: string | undefined; contractId?: string | undefined },
  ): Promise<BooksPayload>;
  activateBooks(tenant: ActiveTenant, account: Account, body: BooksActivationBody, log: FastifyBaseLogger): Promise<ActivationResult>;
}

export function createAppsService(ports: AppsPorts): AppsService {
  const access = (tenant: ActiveTenant, account: Account, appId: string, contractId: string) =>
    accessibleApp(ports, tenant, account, appId, contractId).catch((error: unknown) => {
      throw featureFailure(error, error instanceof AppError ? error : new AppError('APP_FAILED', 502, APP_MESSAGES.getAppFailure));
    });
  const view = async (tenant: ActiveTenant, account: Account, found: AccessibleApp) => {
    const activation = await ports.store.activation(account, { contractId: found.contract.id ?? '', appId: found.entry.id });
    return appView(ports, tenant, account, found, activation).catch((error: unknown) => {
      throw featureFailure(error, new AppError('APP_DETAILS_FAILED', 502, APP_MESSAGES.detailsFailure));
    });
  };

  return {
    async list(tenant, account, log) {
      const catalogue = enabledApps(await ports.store.catalogue(tenant.id));
      if (catalogue.length === 0) return [];
      const [contracts, items] = await Promise.all([ports.contracts.rows(tenant, account), ports.contracts.items(tenant, account)]).catch(
        (error: unknown) => {
          log.warn({ err: error }, 'apps: contracts could not be read');
          throw featureFailure(error, new AppError('APPS_FAILED', 502, APP_MESSAGES.listFailure));
        },
      );
      return entitledApps(catalogue, contracts, items).map(({ app: { row }, contract, service }) => ({
        customer_app: {
          id: row.id,
          name: row.name,
          image: row.image,
          app_store_link: row.appStoreLink,
          play_store_link: row.playStoreLink,
          integration_method: row.integrationMethod,
        },
        service,
        contract: { id: contract.id ?? '', description: descriptionOf(contract) },
      }));
    },
    details: async (tenant, account, appId, contractId) => view(tenant, account, await access(tenant, account, appId, contractId)),
    async activate(tenant, account, body, log) {
      const appId = body.customerAppId ?? body.appId ?? '';
      const found = enabled(await access(tenant, account, appId, body.contractId));
      const { message, credentials } = await activateApp({ ...ports, log }, tenant, account, found, body);
      return { message, app: await view(tenant, account, found), ...(credentials ? { credentials } : {}) };
    },
    checkOletv: (tenant, account, search, log) => checkOletv(ports, tenant, account, search, log),
    activateOletv: (tenant, account, body, log) => activateOletv(ports, tenant, account, body, log),
    recoverOletvPassword: (tenant, account, body, log) => recoverOletvPassword(ports, tenant, account, body, log),
    booksPayload: (tenant, account, target) => booksPayload(ports, tenant, account, target),
    activateBooks: (tenant, account, body, log) => activateBooks(ports, tenant, account, body, log),
  };
}
