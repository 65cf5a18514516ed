import type { Clock } from '../clock';
import type { BoletoPage } from '../documents/boleto-pdf';
import { reais } from '../documents/format';
import { BANCO_DO_BRASIL_WALLET, barcodeOfLinhaDigitavel } from '../fixtures/boleto';
import type { Dataset } from '../store/dataset';
import type { Row } from '../store/table-schema';
import { customerParty, providerParty, providerRow } from './dataset-parties';

const BANKS: Record<string, { code: string; name: string }> = {
  [BANCO_DO_BRASIL_WALLET.bank]: { code: BANCO_DO_BRASIL_WALLET.bankWithCheckDigit, name: BANCO_DO_BRASIL_WALLET.bankName },
};

/**
 * The page of an invoice that has a registered boleto, or undefined when IXC would print nothing: paid or
 * canceled, no linha digitável, or a line whose check digits do not add up. The barcode drawn is the one the
 * stored line stands for, so line and bars cannot disagree.
 */
export function boletoPageOf(dataset: Dataset, invoice: Row, clock: Clock): BoletoPage | undefined {
  if (invoice.status !== 'A' && invoice.status !== 'P') return undefined;
  const barcode = barcodeOfLinhaDigitavel(invoice.linha_digitavel ?? '');
  if (!barcode) return undefined;
  const bankCode = barcode.slice(0, 3);
  return {
    bank: BANKS[bankCode] ?? { code: bankCode, name: `Banco ${bankCode}` },
    linhaDigitavel: invoice.linha_digitavel ?? '',
    barcode,
    beneficiary: providerParty(dataset, invoice.filial_id),
    beneficiaryAccount: `${BANCO_DO_BRASIL_WALLET.agencia} / ${BANCO_DO_BRASIL_WALLET.conta}`,
    payer: customerParty(dataset, invoice.id_cliente),
    nossoNumero: invoice.nn_boleto ?? '',
    documentNumber: invoice.documento || (invoice.id ?? ''),
    issueDate: invoice.data_emissao ?? '',
    processingDate: clock.today(),
    dueDate: invoice.data_vencimento ?? '',
    amount: (Number(barcode.slice(9, 19)) / 100).toFixed(2),
    carteira: BANCO_DO_BRASIL_WALLET.carteira,
    instructions: instructionsOf(invoice, providerRow(dataset, invoice.filial_id)),
  };
}

function instructionsOf(invoice: Row, provider: Row): string[] {
  const contract = invoice.id_contrato || invoice.id_contrato_avulso;
  const lines = [
    'Após o vencimento, cobrar multa de 2,00% e juros de 0,033% ao dia.',
    `Referente à fatura ${invoice.id}${contract ? ` do contrato ${contract}` : ''}.`,
  ];
  if (invoice.status === 'P') {
    lines.push(`Valor já recebido: ${reais(invoice.valor_recebido ?? '0')}. Saldo em aberto: ${reais(invoice.valor_aberto ?? '0')}.`);
  }
  if (provider.telefone) lines.push(`Dúvidas: ${provider.telefone}${provider.email ? ` ou ${provider.email}` : ''}.`);
  return lines;
}
