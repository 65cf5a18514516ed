import { isoDate } from '../webservice/stored-values';
import { errorAnswer, jsonAnswer } from '../webservice/answers';
import type { ActionHandler } from './registry';

/**
 * The fields every public caller fills (a Python migration script and a PHP script that post real receipts, and the
 * official Postman template): confirmed as what they send. That IXC refuses a body without one of them is inferred.
 */
const REQUIRED = [
  'filial_id',
  'id_receber',
  'conta_',
  'id_conta',
  'tipo_recebimento',
  'data',
  'valor_total_recebido',
  'credito',
  'debito',
] as const;

/**
 * The receipt row's own `tipo_recebimento` codes, from a schema-generated type of IXC's `fn_movim_finan`: confirmed
 * as a list. Only D (dinheiro) has a confirmed meaning; the others are read from the invoice's labels (inferred).
 */
export const RECEIPT_TYPE_CODES = ['D', 'H', 'C', 'CD', 'DP', 'T', 'P', 'DC', 'B'] as const;

/**
 * The invoice's own `tipo_recebimento` label a receipt of each code leaves (inferred: the invoice's labels, among
 * them 'Gateway' and 'ArrecadacaoRecebimento', read as how a bill was received, and the letters pair with them; no
 * public source shows a receipt writing the column). Central never decides anything from this label.
 */
const INVOICE_LABELS: Record<(typeof RECEIPT_TYPE_CODES)[number], string> = {
  D: 'Dinheiro',
  H: 'Cheque',
  C: 'Cartão',
  CD: 'Cartão',
  DP: 'Depósito',
  T: 'Transferencia',
  P: 'Pix',
  DC: 'Débito',
  B: 'Boleto',
};

/** `data` is DD/MM/YYYY: integrators report ISO dates refused (confirmed as their claim; the text is the sandbox's). */
const BRAZILIAN_DAY = /^\d{2}\/\d{2}\/\d{4}$/;
/** Digits, dots and at most one decimal comma: '1.022,50', '102,25', '150', and also '102.25' (read as 10225). */
const BRAZILIAN_MONEY = /^\d[\d.]*(?:,\d{1,2})?$/;

/**
 * Reais written the Brazilian way, as this sandbox reads every amount of a receipt: '.' groups thousands and is
 * dropped, ',' is the decimal mark. So '102.25' reads as 10225 reais, the mistake a read-back of the invoice must
 * catch (inferred: which format IXC parses is not documented; the sandbox takes the stricter reading). Null when
 * the text is no amount.
 */
export function brazilianReais(text: string): number | null {
  const written = text.trim();
  if (!BRAZILIAN_MONEY.test(written)) return null;
  return Number(written.replaceAll('.', '').replace(',', '.'));
}

/**
 * `POST fn_areceber_recebimentos_baixas_novo`: records a payment of an invoice
 * (docs/product/cards.md#the-receipt-in-ixc). Stores the receipt and settles the invoice: R when nothing is left open,
 * P otherwise. No source shows IXC's refusal texts; these are the sandbox's, in IXC's `{type:"error"}` shape. Dates and
 * amounts are checked as the caller wrote them (`written`): the parsed body already has DD/MM/YYYY turned into ISO, so
 * an ISO date would look the same there.
 */
export const receberBaixa: ActionHandler = ({ dataset, written, clock }) => {
  const missing = REQUIRED.find((field) => (written[field] ?? '').trim() === '');
  if (missing) return errorAnswer(`O campo ${missing} é obrigatório!`);
  const day = written.data!.trim();
  const date = BRAZILIAN_DAY.test(day) ? isoDate(day) : undefined;
  if (!date || !isCalendarDay(date)) return errorAnswer('Data de recebimento inválida!');
  const code = written.tipo_recebimento!.trim();
  if (!(RECEIPT_TYPE_CODES as readonly string[]).includes(code)) return errorAnswer('Tipo de recebimento inválido!');
  const received = brazilianReais(written.valor_total_recebido!);
  if (received === null || received <= 0) return errorAnswer('Valor recebido inválido!');
  // Both integrators send the same amount as credit and debit ("crédito e débito devem se anular na baixa"): confirmed
  // as what they send; the refusal of anything else is inferred.
  const credit = brazilianReais(written.credito!);
  if (credit === null || credit !== brazilianReais(written.debito!)) return errorAnswer('Crédito e débito da baixa devem ser iguais!');

  const invoice = dataset.find('fn_areceber', written.id_receber!.trim());
  if (!invoice) return errorAnswer(`Conta a receber ${written.id_receber} não encontrada!`);
  if (invoice.status === 'R') return errorAnswer(`Conta a receber ${invoice.id} já está recebida!`);
  if (invoice.status === 'C') return errorAnswer(`Conta a receber ${invoice.id} está cancelada!`);

  const money = (field: string) => (brazilianReais(written[field] ?? '') ?? 0).toFixed(2);
  // Stored as IXC answers decimals ('26.00').
  const receipt = dataset.insert(
    'fn_areceber_baixas',
    {
      ...written,
      data: date,
      valor_parcela: money('valor_parcela'),
      valor_total_recebido: received.toFixed(2),
      credito: money('credito'),
      debito: money('debito'),
    },
    clock.now(),
  );
  Object.assign(invoice, {
    ...paidAmounts(invoice, Number(invoice.valor_recebido || 0) + received),
    pagamento_data: date,
    baixa_data: clock.now(),
    credito_data: date,
    tipo_recebimento: INVOICE_LABELS[code as keyof typeof INVOICE_LABELS],
    ultima_atualizacao: clock.now(),
  });
  return jsonAnswer({ type: 'success', message: 'Registro inserido com sucesso!', id: receipt.id });
};

function isCalendarDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
}

/** An invoice's status and amounts once `paid` reais of it are received: R when nothing is open, P in between, A at 0. */
export function paidAmounts(invoice: { valor?: string }, paid: number) {
  const cents = (reais: number) => Math.round(reais * 100);
  const open = Math.max(0, cents(Number(invoice.valor || 0)) - cents(paid)) / 100;
  return {
    status: open === 0 ? 'R' : paid === 0 ? 'A' : 'P',
    valor_recebido: paid.toFixed(2),
    valor_aberto: open.toFixed(2),
    pagamento_valor: paid.toFixed(2),
  };
}
