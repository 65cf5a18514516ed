import { APP_MESSAGES } from '@central/domain';
import type { IxcRow } from '../../integrations/ixc/wire';
import type { Account } from '../../lib/account-cache';
import { AppError, notFound } from '../../lib/app-error';
import type { ContractService } from '../contracts/contracts-service';
import type { ActiveTenant } from '../tenants/tenant-directory';
import type { AppsStore, CatalogueEntry } from './apps-store';
import { entitledApps } from './entitlement-rules';

/** What checking an app's access needs: the provider's catalogue and the subscriber's contracts with their items. */
export interface AppAccessDeps {
  store: Pick<AppsStore, 'catalogue'>;
  contracts: Pick<ContractService, 'rows' | 'items'>;
}

export interface AccessibleApp {
  entry: CatalogueEntry;
  contract: IxcRow;
  service: { id: string; name: string } | null;
}

export const appNotFound = () => notFound('APP_NOT_FOUND', APP_MESSAGES.getAppFailure);

/** An app the provider switched off: its page says so, and nothing on it can be done (409). */
export const appDisabled = () => new AppError('APP_DISABLED', 409, APP_MESSAGES.disabled);

/** The apps subscribers may see and use: not switched off by the provider. */
export const enabledApps = (catalogue: CatalogueEntry[]) => catalogue.filter((entry) => entry.row.active);

/** Refuses an app the provider switched off; answers the app otherwise. */
export function enabled<T extends { entry: CatalogueEntry }>(found: T): T {
  if (!found.entry.row.active) throw appDisabled();
  return found;
}

/**
 * One of the provider's apps on one of the subscriber's contracts, only if the subscriber is offered it there (the
 * same entitlement as the list): another provider's app, another subscriber's contract or an app the contract does
 * not include all answer 404, alike. An app the provider switched off is answered too (its page says so); routes
 * that act on it pass it through `enabled`.
 */
export async function accessibleApp(
  deps: AppAccessDeps,
  tenant: ActiveTenant,
  account: Account,
  appId: string,
  contractId: string,
): Promise<AccessibleApp> {
  const catalogue = (await deps.store.catalogue(tenant.id)).filter((entry) => entry.id === appId);
  if (catalogue.length === 0) throw appNotFound();
  const [contracts, items] = await Promise.all([deps.contracts.rows(tenant, account), deps.contracts.items(tenant, account)]);
  const match = entitledApps(catalogue, contracts, items).find((entitlement) => entitlement.contract.id === contractId);
  if (!match) throw appNotFound();
  return { entry: match.app, contract: match.contract, service: match.service };
}
