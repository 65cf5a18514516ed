import { brazilianDate } from '../calendar';
import { renderContract } from '../documents/contract-pdf';
import type { Dataset } from '../store/dataset';
import { EMPTY_DATE, type Row } from '../store/table-schema';
import { errorAnswer, pdfAnswer } from '../webservice/answers';
import { cityLabel, customerParty, installationAddress, providerParty, providerRow } from './dataset-parties';
import type { ActionHandler } from './registry';

const SITUATIONS: Readonly<Record<string, string>> = { A: 'Ativo', I: 'Inativo', P: 'Pré-contrato', N: 'Negativado', D: 'Desistiu' };

/**
 * `POST cliente_contrato_imprimir_contrato_17678 {"id": <contract>}`: the contract as the raw base64 text of
 * a PDF, no JSON around it; an unknown contract is `{type:"error"}` with HTTP 200.
 */
export const imprimirContrato: ActionHandler = async ({ dataset, body }) => {
  const contract = dataset.find('cliente_contrato', body.id ?? '');
  if (!contract) return errorAnswer('Contrato não encontrado');
  const customer = dataset.find('cliente', contract.id_cliente ?? '') ?? {};
  const services = servicesOf(dataset, contract);
  const plan = dataset.find('vd_contratos', contract.id_vd_contrato ?? '');
  const servicesTotal = services.reduce((cents, service) => cents + Math.round(Number(service.value) * 100), 0);
  const providerCity = cityLabel(dataset, providerRow(dataset, contract.id_filial).cidade);
  const pdf = await renderContract({
    number: contract.id ?? '',
    contractor: providerParty(dataset, contract.id_filial),
    customer: { ...customerParty(dataset, contract.id_cliente), contact: contactOf(customer) },
    plan: contract.contrato || (plan?.nome ?? ''),
    services,
    monthlyValue: servicesTotal > 0 ? (servicesTotal / 100).toFixed(2) : (plan?.valor_contrato ?? contract.valor_unitario ?? '0'),
    activationDate: dateOrEmpty(contract.data_ativacao),
    installationAddress: installationAddress(dataset, contract),
    loyaltyMonths: Number(contract.fidelidade) || 0,
    situation: SITUATIONS[contract.status ?? ''] ?? contract.status ?? '',
    signedAt: [providerCity, brazilianDateOrEmpty(contract.data)].filter(Boolean).join(', '),
  });
  return pdfAnswer(pdf, true);
};

function servicesOf(dataset: Dataset, contract: Row) {
  return dataset
    .rows('vd_contratos_produtos')
    .filter((item) => item.id_contrato === contract.id)
    .map((item) => ({
      description: item.descricao || (dataset.find('produtos', item.id_produto ?? '')?.descricao ?? ''),
      value: item.valor_unit ?? '0',
    }));
}

function contactOf(customer: Row): string {
  const channels = [customer.email || customer.hotsite_email, customer.telefone_celular || customer.fone].filter(Boolean);
  return channels.length > 0 ? `Contato: ${channels.join(' / ')}` : '';
}

function dateOrEmpty(date: string | undefined): string {
  return date && date !== EMPTY_DATE ? date : '';
}

function brazilianDateOrEmpty(date: string | undefined): string {
  const value = dateOrEmpty(date);
  return value ? brazilianDate(value) : '';
}
