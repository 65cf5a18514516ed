import { MESSAGES, todayIn } from '@central/domain';
import type { AnnualSettlementDocument, Contract, ContractDocument, TrustUnlockResult } from '@central/domain/api';
import type { Account, AccountCache } from '../../lib/account-cache';
import { AppError, notFound } from '../../lib/app-error';
import type { TtlCache } from '../../lib/ttl-cache';
import { createContractGateway } from '../../integrations/ixc/contracts';
import { createDocumentGateway } from '../../integrations/ixc/documents';
import { featureFailure } from '../../integrations/ixc/errors';
import type { IxcRow } from '../../integrations/ixc/wire';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { annualSettlement } from './annual-settlement';
import { descriptionOf, placesFrom, toContract, type Places } from './contract-rules';
import { trustUnlock } from './trust-unlock';

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
  /** The subscriber's contracts as id and description only: one round trip. */
  shortList(tenant: ActiveTenant, account: Account): Promise<Array<{ id: string; description: string }>>;
  /** IXC's 'Desbloqueio de Confiança' of one of the subscriber's contracts (trust-unlock.ts). */
  trustUnlock(tenant: ActiveTenant, account: Account, contractId: string): Promise<TrustUnlockResult>;
  /** The PDF of one of the subscriber's contracts, as IXC prints it; 403 where the provider does not offer it. */
  document(tenant: ActiveTenant, account: Account, contractId: string): Promise<ContractDocument>;
  /** The annual debt-settlement statement of a contract and year (annual-settlement.ts). */
  annualSettlement(tenant: ActiveTenant, account: Account, contractId: string, year: string | undefined): Promise<AnnualSettlementDocument>;
}

export interface ContractPorts {
  /** Per-account reads of the ERP, and the signal that the account changed. */
  cache: AccountCache;
  /** Per-provider catalogues (cities and states). */
  catalog: TtlCache;
}

export function createContractService(ports: ContractPorts): ContractService {
  const service: ContractService = {
    rows: (tenant, account) =>
      ports.cache.read(account, 'contracts:rows', CONTRACTS_TTL_MS, () => createContractGateway(tenant.ixc).listOwn(account.customerId)),
    customerRow: (tenant, account) =>
      ports.cache.read(account, 'customer:row', CONTRACTS_TTL_MS, () =>
        createContractGateway(tenant.ixc).customerAddress(account.customerId),
      ),
    places: (tenant) =>
      ports.catalog.get(`${tenant.id}:places`, PLACES_TTL_MS, async () => {
        const gateway = createContractGateway(tenant.ixc);
        const [cities, states] = await Promise.all([gateway.cities(), gateway.states()]);
        return placesFrom(cities, states);
      }),
    items: (tenant, account) =>
      ports.cache.read(account, 'contracts:items', CONTRACTS_TTL_MS, async () => {
        const rows = await service.rows(tenant, account);
        const gateway = createContractGateway(tenant.ixc);
        const plans = [...new Set(rows.map((row) => row.id_vd_contrato ?? '').filter((id) => /^[1-9]\d*$/.test(id)))];
        const [own, ofPlans] = await Promise.all([gateway.itemsOf(rows.map((row) => row.id ?? '')), gateway.planItemsOf(plans)]);
        return [...own, ...ofPlans];
      }),
    list: (tenant, account) =>
      ports.cache.read(account, 'contracts:full', CONTRACTS_TTL_MS, async () => {
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
    async shortList(tenant, account) {
      const rows = await service.rows(tenant, account);
      return rows.map((row) => ({ id: row.id ?? '', description: descriptionOf(row) }));
    },
    trustUnlock: (tenant, account, contractId) => trustUnlock({ contracts: service, cache: ports.cache }, tenant, account, contractId),
    async document(tenant, account, contractId) {
      if (!tenant.contractDocumentsEnabled) throw new AppError('DOCUMENT_UNAVAILABLE', 403, MESSAGES.contractDocumentsUnavailable);
      await service.own(tenant, account, contractId);
      const failure = new AppError('CONTRACT_DOWNLOAD_FAILED', 502, MESSAGES.contractDownloadFailure);
      const base64 = await createDocumentGateway(tenant.ixc)
        .contract(contractId, tenant.contractPrintAction)
        .catch((error: unknown) => {
          throw featureFailure(error, failure);
        });
      if (!base64) throw failure;
      return { fileName: `Contrato-${contractId}.pdf`, contractBase64: base64 };
    },
    annualSettlement: (tenant, account, contractId, year) => annualSettlement(service, tenant, account, contractId, year),
  };
  return service;
}
