import { MESSAGES, todayIn } from '@central/domain';
import type { Contract } from '@central/domain/api';
import type { Account, AccountCache } from '../../lib/account-cache';
import { notFound } from '../../lib/app-error';
import type { TtlCache } from '../../lib/ttl-cache';
import { createContractGateway } from '../../integrations/ixc/contracts';
import type { IxcRow } from '../../integrations/ixc/wire';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { placesFrom, toContract, type Places } from './contract-rules';

const CONTRACTS_TTL_MS = 5 * 60_000;
const PLACES_TTL_MS = 24 * 60 * 60_000;

export interface ContractService {
  /** The subscriber's contracts with addresses and services: two ERP round trips when nothing is cached. */
  list(tenant: ActiveTenant, account: Account): Promise<Contract[]>;
  /** The subscriber's contract rows, for ownership checks and short lists: one round trip. */
  rows(tenant: ActiveTenant, account: Account): Promise<IxcRow[]>;
  /**
   * The items of the subscriber's contracts and of their plans (partner apps are usually plan items): two listings
   * in parallel, with `in` filters, whatever the number of contracts.
   */
  items(tenant: ActiveTenant, account: Account): Promise<IxcRow[]>;
  /** One of the subscriber's contracts, or 404. */
  own(tenant: ActiveTenant, account: Account, contractId: string): Promise<IxcRow>;
  /** Addresses need city and state names: IXC's catalogue, cached per provider for a day. */
  places(tenant: ActiveTenant): Promise<Places>;
  customerRow(tenant: ActiveTenant, account: Account): Promise<IxcRow | null>;
}

export function createContractService(deps: { cache: AccountCache; catalog: TtlCache }): ContractService {
  const service: ContractService = {
    rows: (tenant, account) =>
      deps.cache.read(account, 'contracts:rows', CONTRACTS_TTL_MS, () => createContractGateway(tenant.ixc).listOwn(account.customerId)),
    customerRow: (tenant, account) =>
      deps.cache.read(account, 'customer:row', CONTRACTS_TTL_MS, () =>
        createContractGateway(tenant.ixc).customerAddress(account.customerId),
      ),
    places: (tenant) =>
      deps.catalog.get(`${tenant.id}:places`, PLACES_TTL_MS, async () => {
        const gateway = createContractGateway(tenant.ixc);
        const [cities, states] = await Promise.all([gateway.cities(), gateway.states()]);
        return placesFrom(cities, states);
      }),
    items: (tenant, account) =>
      deps.cache.read(account, 'contracts:items', CONTRACTS_TTL_MS, async () => {
        const rows = await service.rows(tenant, account);
        const gateway = createContractGateway(tenant.ixc);
        const plans = [...new Set(rows.map((row) => row.id_vd_contrato ?? '').filter((id) => /^[1-9]\d*$/.test(id)))];
        const [own, ofPlans] = await Promise.all([gateway.itemsOf(rows.map((row) => row.id ?? '')), gateway.planItemsOf(plans)]);
        return [...own, ...ofPlans];
      }),
    list: (tenant, account) =>
      deps.cache.read(account, 'contracts:full', CONTRACTS_TTL_MS, async () => {
        const [rows, customer, places] = await Promise.all([
          service.rows(tenant, account),
          service.customerRow(tenant, account),
          service.places(tenant),
        ]);
        const items = await createContractGateway(tenant.ixc).itemsOf(rows.map((row) => row.id ?? ''));
        return rows.map((row) => toContract(row, items, customer, places, todayIn(tenant.timezone)));
      }),
    async own(tenant, account, contractId) {
      const contract = (await service.rows(tenant, account)).find((row) => row.id === contractId);
      if (!contract) throw notFound('CONTRACT_NOT_FOUND', MESSAGES.contractNotFound);
      return contract;
    },
  };
  return service;
}
