import { scalarText } from '../scalar-text';
import type { IxcClient } from './http-client';
import { IxcError } from './errors';
import type { IxcRow } from './wire';

/** IXC holds every Brazilian city (about 5,600 rows): one listing of the whole table is what a provider needs. */
const ALL_CITIES = 10_000;

/** IXC's answer to a trust unlock, with its Portuguese keys (docs/product/subscriber.md#contracts). */
export interface TrustUnlockAnswer {
  success: boolean;
  code: string | null;
  message: string;
}

export interface ContractGateway {
  listOwn(customerId: string): Promise<IxcRow[]>;
  /** The items (internet plan and partner apps) of some contracts. */
  itemsOf(contractIds: string[]): Promise<IxcRow[]>;
  /** The items of some plans (`vd_contratos`): what every contract of the plan includes. */
  planItemsOf(planIds: string[]): Promise<IxcRow[]>;
  /**
   * The PPPoE logins (`radusuarios`) of some contracts, as { login, contractId, active }: what ties a router in the
   * ACS to its subscriber. The row's PPPoE password and session data are dropped here.
   */
  pppoeLoginsOf(contractIds: string[]): Promise<PppoeLogin[]>;
  /** The address columns of the customer's own row, for contracts installed at the customer's address. */
  customerAddress(customerId: string): Promise<IxcRow | null>;
  cities(): Promise<IxcRow[]>;
  states(): Promise<IxcRow[]>;
  trustUnlock(contractId: string): Promise<TrustUnlockAnswer>;
}

export interface PppoeLogin {
  login: string;
  contractId: string;
  /** IXC's `ativo`: a login switched off ('N') is kept, so its router still shows, as offline. */
  active: boolean;
}

/** The PPPoE login rows (`radusuarios`) of some contracts, in one listing; none for no contract. */
export async function loginRowsOf(ixc: Pick<IxcClient, 'list'>, contractIds: string[]): Promise<IxcRow[]> {
  if (contractIds.length === 0) return [];
  const where = [{ column: 'id_contrato', op: 'IN' as const, value: contractIds.join(',') }];
  return (await ixc.list('radusuarios', { where, sortBy: 'id', order: 'asc', rowsPerPage: 200 })).rows;
}

export function createContractGateway(ixc: Pick<IxcClient, 'list' | 'action'>): ContractGateway {
  const rows = async (table: string, query: Parameters<IxcClient['list']>[1]) => (await ixc.list(table, query)).rows;
  return {
    listOwn: (customerId) =>
      rows('cliente_contrato', {
        where: [{ column: 'id_cliente', op: '=', value: customerId }],
        sortBy: 'id',
        order: 'asc',
        rowsPerPage: 200,
      }),
    itemsOf: async (contractIds) =>
      contractIds.length === 0
        ? []
        : rows('vd_contratos_produtos', {
            where: [{ column: 'id_contrato', op: 'IN', value: contractIds.join(',') }],
            sortBy: 'id',
            order: 'asc',
            rowsPerPage: 1000,
          }),
    planItemsOf: async (planIds) =>
      planIds.length === 0
        ? []
        : rows('vd_contratos_produtos', {
            where: [{ column: 'id_vd_contrato', op: 'IN', value: planIds.join(',') }],
            sortBy: 'id',
            order: 'asc',
            rowsPerPage: 1000,
          }),
    async pppoeLoginsOf(contractIds) {
      const found = await loginRowsOf(ixc, contractIds);
      return found.flatMap((row) => {
        const login = row.login?.trim() ?? '';
        const contractId = row.id_contrato ?? '';
        return login && contractIds.includes(contractId) ? [{ login, contractId, active: row.ativo !== 'N' }] : [];
      });
    },
    async customerAddress(customerId) {
      const [row] = await rows('cliente', { where: [{ column: 'id', op: '=', value: customerId }], rowsPerPage: 1 });
      if (!row) return null;
      const { endereco = '', numero = '', bairro = '', cidade = '', uf = '', cep = '', complemento = '' } = row;
      return { endereco, numero, bairro, cidade, uf, cep, complemento };
    },
    cities: () => rows('cidade', { where: [], sortBy: 'id', order: 'asc', rowsPerPage: ALL_CITIES }),
    states: () => rows('uf', { where: [], sortBy: 'id', order: 'asc', rowsPerPage: 100 }),
    async trustUnlock(contractId) {
      // A write: never retried, and an answer that never came is 'unconfirmed' (docs/decisions/010).
      const answer = await ixc.action('desbloqueio_confianca', { id: contractId }, { answer: 'json', write: true });
      const parsed = (answer.json ?? {}) as { tipo?: unknown; codigo?: unknown; mensagem?: unknown; type?: unknown; message?: unknown };
      const message = scalarText(parsed.mensagem ?? parsed.message ?? '')
        .replace(/<br\s*\/?>/gi, ' ')
        .trim();
      if (!message) throw new IxcError('malformed', 'trust unlock answer without a message', 'desbloqueio_confianca');
      const success = parsed.tipo === 'sucesso' || parsed.type === 'success';
      return { success, code: parsed.codigo === undefined ? null : scalarText(parsed.codigo), message };
    },
  };
}
