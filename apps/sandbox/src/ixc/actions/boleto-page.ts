import { brazilianDate, daysBetween } from '../calendar';
import type { Clock } from '../clock';
import type { BoletoPage } from '../documents/boleto-pdf';
import { reais } from '../documents/format';
import { BANCO_DO_BRASIL_WALLET, barcode as barcodeOf, barcodeOfLinhaDigitavel, linhaDigitavelOfBarcode } from '../fixtures/boleto';
import type { Dataset } from '../store/dataset';
import type { Row } from '../store/table-schema';
import { customerParty, providerParty, providerRow } from './dataset-parties';

const BANKS: Record<string, { code: string; name: string }> = {
  [BANCO_DO_BRASIL_WALLET.bank]: { code: BANCO_DO_BRASIL_WALLET.bankWithCheckDigit, name: BANCO_DO_BRASIL_WALLET.bankName },
};

/**
 * What `get_boleto` was asked to recalculate: `atualiza_boleto` S updates a late bill, adding the fine when `multa`
 * is S and the interest when `juro` is S. Callers that want today's amount send all three S (confirmed usage; a
 * public typed client describes them as "cálculo de juro", "cálculo de multa" and "atualizar o boleto"); how IXC
 * combines them is inferred.
 */
export interface BoletoUpdate {
  update: boolean;
  fine: boolean;
  interest: boolean;
}

/** The sandbox's rule for a late bill, the one its boletos print: a 2% fine once and 0.033% a day (about 1% a month). */
export const LATE_FINE_PERCENT = 2;
export const LATE_INTEREST_PERCENT_A_DAY = 0.033;

/** The amount of a bill `daysLate` days past due, in cents, by the sandbox's rule. */
export function lateAmountCents(cents: number, daysLate: number, update: Pick<BoletoUpdate, 'fine' | 'interest'>) {
  const fine = update.fine ? Math.round((cents * LATE_FINE_PERCENT) / 100) : 0;
  const interest = update.interest ? Math.round((cents * LATE_INTEREST_PERCENT_A_DAY * daysLate) / 100) : 0;
  return { fine, interest, total: cents + fine + interest };
}

/**
 * The page of an invoice that has a registered boleto, or undefined when IXC would print nothing: paid or
 * canceled, no linha digitável, or a line whose check digits do not add up. The barcode drawn is the one the
 * stored line stands for, so line and bars cannot disagree. A late bill asked to be updated is printed due today
 * with today's amount, under a new line and barcode (the invoice's stored columns are left as they are: what IXC
 * writes back is not known).
 */
export function boletoPageOf(dataset: Dataset, invoice: Row, clock: Clock, update?: BoletoUpdate): BoletoPage | undefined {
  if (invoice.status !== 'A' && invoice.status !== 'P') return undefined;
  const stored = barcodeOfLinhaDigitavel(invoice.linha_digitavel ?? '');
  if (!stored) return undefined;
  const today = clock.today();
  const dueDate = invoice.data_vencimento ?? '';
  const daysLate = dueDate < today ? daysBetween(dueDate, today) : 0;
  const late = update?.update && daysLate > 0 ? lateAmountCents(Number(stored.slice(9, 19)), daysLate, update) : null;
  const barcode = late
    ? barcodeOf({ bank: stored.slice(0, 3), dueDate: today, amount: (late.total / 100).toFixed(2), campoLivre: stored.slice(19) })
    : stored;
  const bankCode = barcode.slice(0, 3);
  const instructions = instructionsOf(invoice, providerRow(dataset, invoice.filial_id));
  if (late) {
    instructions.unshift(
      `Boleto atualizado em ${brazilianDate(today)} (vencimento original ${brazilianDate(dueDate)}): multa de ${reais(late.fine / 100)} e juros de ${reais(late.interest / 100)}.`,
    );
  }
  return {
    bank: BANKS[bankCode] ?? { code: bankCode, name: `Banco ${bankCode}` },
    linhaDigitavel: late ? linhaDigitavelOfBarcode(barcode) : (invoice.linha_digitavel ?? ''),
    barcode,
    beneficiary: providerParty(dataset, invoice.filial_id),
    beneficiaryAccount: `${BANCO_DO_BRASIL_WALLET.agencia} / ${BANCO_DO_BRASIL_WALLET.conta}`,
    payer: customerParty(dataset, invoice.id_cliente),
    nossoNumero: invoice.nn_boleto ?? '',
    documentNumber: invoice.documento || (invoice.id ?? ''),
    issueDate: invoice.data_emissao ?? '',
    processingDate: today,
    dueDate: late ? today : dueDate,
    amount: (Number(barcode.slice(9, 19)) / 100).toFixed(2),
    carteira: BANCO_DO_BRASIL_WALLET.carteira,
    instructions,
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
