import { issuedAtLabel, renderFiscalNote, type FiscalNoteItem } from '../documents/fiscal-note-pdf';
import type { Dataset } from '../store/dataset';
import type { Row } from '../store/table-schema';
import { errorAnswer, pdfAnswer } from '../webservice/answers';
import { customerParty, providerParty, providerRow } from './dataset-parties';
import { documentTypeDescription } from './document-types';
import type { ActionHandler } from './registry';

const STAMPS: Readonly<Record<string, string>> = { C: 'NOTA FISCAL CANCELADA', D: 'USO DENEGADO' };

/**
 * `POST imprimir_nota {"id": <vd_saida>, "base64": "S"}` and the custom layout `vd_saida_25738` (same body,
 * same answers, another title): the note as a PDF, base64 text with `base64:"S"`. No source shows these
 * answers; they follow get_boleto and the contract print.
 */
export function printFiscalNote(layoutTitle: string): ActionHandler {
  return async ({ dataset, body }) => {
    const note = dataset.find('vd_saida', body.id ?? '');
    if (!note) return errorAnswer('Nota fiscal não encontrada');
    const pdf = await renderFiscalNote({
      layoutTitle,
      documentType: documentTypeDescription(note.id_tipo_documento ?? '', note.modelo_nf ?? ''),
      number: note.numero_nf || (note.documento ?? ''),
      series: note.serie ?? '',
      model: note.modelo_nf ?? '',
      issuedAt: issuedAtLabel(note.data_emissao ?? '', note.hora_emissao ?? ''),
      issuer: { ...providerParty(dataset, note.filial_id), stateRegistration: providerRow(dataset, note.filial_id).ie ?? '' },
      recipient: customerParty(dataset, note.id_cliente),
      items: itemsOf(dataset, note),
      servicesValue: note.valor_servicos ?? '0.00',
      discount: note.valor_desconto ?? '0.00',
      total: note.valor_total ?? '0.00',
      notes: complementaryInformation(note),
      stamp: STAMPS[note.status ?? ''],
    });
    return pdfAnswer(pdf, body.base64 === 'S');
  };
}

export const imprimirNota = printFiscalNote('Documento Auxiliar da Nota Fiscal');
export const imprimirNotaLayoutPersonalizado = printFiscalNote('Nota Fiscal Fatura de Serviços (layout personalizado)');

function itemsOf(dataset: Dataset, note: Row): FiscalNoteItem[] {
  const items = dataset.rows('movimento_produtos').filter((item) => item.id_saida === note.id);
  if (items.length === 0) {
    const description = documentTypeDescription(note.id_tipo_documento ?? '', note.modelo_nf ?? '');
    return [{ code: '-', description, quantity: '1', unitValue: note.valor_total ?? '0', totalValue: note.valor_total ?? '0' }];
  }
  return items.map((item) => ({
    code: item.id_produto && item.id_produto !== '0' ? item.id_produto : '-',
    description: item.descricao ?? '',
    quantity: String(Number(item.quantidade ?? 1)).replace('.', ','),
    unitValue: item.valor_unitario ?? '0',
    totalValue: item.valor_total ?? '0',
  }));
}

function complementaryInformation(note: Row): string[] {
  return [
    note.id_contrato && note.id_contrato !== '0' ? `Contrato nº ${note.id_contrato}.` : '',
    note.nfse_prot ? `Protocolo de autorização: ${note.nfse_prot}.` : '',
    note.chave_acesso ? `Chave de acesso: ${note.chave_acesso}.` : '',
    note.obs ?? '',
  ].filter(Boolean);
}
