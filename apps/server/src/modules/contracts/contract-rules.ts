import type { Contract, ContractAddress, InternetStatus } from '@central/domain/api';
import type { IxcRow } from '../../integrations/ixc/wire';
import { ixcDate } from '../../integrations/ixc/values';
import { trustUnlockOf } from './trust-unlock-rules';

/**
 * docs/product/subscriber.md#contracts, contract internet status; docs/product/subscriber.md#contracts: blocked only on
 * an active contract.
 */
const STATUS_TEXT: Record<string, string> = {
  A: 'Ativo',
  CM: 'Bloqueado',
  CA: 'Bloqueado',
  FA: 'Financeiro Pendente',
  AA: 'Aguardando Assinatura',
};
const BLOCKED = new Set(['CM', 'CA', 'FA']);
const DEACTIVATED = 'Contrato desativado';

export function internetStatusOf(contract: IxcRow): InternetStatus {
  const code = contract.status_internet ?? '';
  const live = contract.status === 'A';
  const text = live ? (STATUS_TEXT[code] ?? DEACTIVATED) : DEACTIVATED;
  return { code, text, active: live && code === 'A', blocked: live && BLOCKED.has(code) };
}

export interface Places {
  cities: Map<string, { name: string; stateId: string }>;
  states: Map<string, string>;
}

/** A contract's installation address; 'endereco_padrao_cliente' S means the customer's own address. */
export function addressOf(contract: IxcRow, customer: IxcRow | null, places: Places): ContractAddress {
  const source = contract.endereco_padrao_cliente === 'S' && customer ? customer : contract;
  const city = places.cities.get(source.cidade ?? '');
  const state = city ? places.states.get(city.stateId) : places.states.get(source.uf ?? '');
  return {
    cep: source.cep ?? '',
    rua: source.endereco ?? '',
    numero: source.numero ?? '',
    bairro: source.bairro ?? '',
    cidade: city?.name ?? '',
    estado: state ?? '',
    complemento: source.complemento ?? '',
  };
}

export function descriptionOf(contract: IxcRow): string {
  return (contract.contrato || contract.descricao_aux_plano_venda || `Contrato ${contract.id}`).trim();
}

export function toContract(contract: IxcRow, items: IxcRow[], customer: IxcRow | null, places: Places, today: string): Contract {
  const own = items.filter((item) => item.id_contrato === contract.id && item.descricao?.trim());
  return {
    id: contract.id ?? '',
    description: descriptionOf(contract),
    status: internetStatusOf(contract),
    activationDate: ixcDate(contract.data_ativacao),
    address: addressOf(contract, customer, places),
    services:
      own.length > 0
        ? own.map((item) => ({ id: item.id ?? '', name: item.descricao!.trim() }))
        : [{ id: contract.id ?? '', name: descriptionOf(contract) }],
    trustUnlock: trustUnlockOf(contract, today),
  };
}

export function placesFrom(cities: IxcRow[], states: IxcRow[]): Places {
  return {
    cities: new Map(cities.map((city) => [city.id ?? '', { name: city.nome ?? '', stateId: city.uf ?? '' }])),
    states: new Map(states.map((state) => [state.id ?? '', state.sigla ?? ''])),
  };
}

/** docs/product/subscriber.md#contracts: the current year and the two before. */
export function settlementYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year - 1, year - 2];
}
