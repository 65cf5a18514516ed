import { labelledDocument } from '../documents/format';
import type { Party } from '../documents/parties';
import type { Dataset } from '../store/dataset';
import type { Row } from '../store/table-schema';

/** The dataset's provider: the `filial` row asked for, or the first one when the id is unknown. */
export function providerRow(dataset: Dataset, filialId: string | undefined): Row {
  return dataset.find('filial', filialId ?? '') ?? dataset.rows('filial')[0] ?? {};
}

export function providerParty(dataset: Dataset, filialId: string | undefined): Party {
  const filial = providerRow(dataset, filialId);
  return { name: filial.razao ?? '', document: labelledDocument(filial.cnpj ?? ''), addressLines: addressLines(dataset, filial) };
}

export function customerParty(dataset: Dataset, customerId: string | undefined): Party {
  const customer = dataset.find('cliente', customerId ?? '') ?? {};
  return { name: customer.razao ?? '', document: labelledDocument(customer.cnpj_cpf ?? ''), addressLines: addressLines(dataset, customer) };
}

/** A contract's installation address; with `endereco_padrao_cliente` S the contract uses its customer's. */
export function installationAddress(dataset: Dataset, contract: Row): string[] {
  if (contract.endereco_padrao_cliente === 'S') return addressLines(dataset, dataset.find('cliente', contract.id_cliente ?? '') ?? {});
  return addressLines(dataset, contract);
}

/** "Rua X, 10 - Apto 1, Bairro" and "Cidade - UF, CEP 00000-000" from a row's address columns. */
export function addressLines(dataset: Dataset, row: Row): string[] {
  const street = [row.endereco, row.numero].filter(Boolean).join(', ');
  const firstLine = [[street, row.complemento].filter(Boolean).join(' - '), row.bairro].filter(Boolean).join(', ');
  const city = cityLabel(dataset, row.cidade);
  const secondLine = [city, row.cep ? `CEP ${row.cep}` : ''].filter(Boolean).join(', ');
  return [firstLine, secondLine].filter(Boolean);
}

/** "Brasília - DF" for a `cidade` id. */
export function cityLabel(dataset: Dataset, cityId: string | undefined): string {
  const city = dataset.find('cidade', cityId ?? '');
  if (!city) return '';
  const state = dataset.find('uf', city.uf ?? '');
  return state ? `${city.nome} - ${state.sigla}` : (city.nome ?? '');
}
