import { errorAnswer, jsonAnswer } from '../webservice/answers';
import type { ActionHandler } from './registry';

const REQUIRED = ['filial_id', 'id_receber', 'id_conta', 'tipo_recebimento', 'data', 'valor_total_recebido'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `POST fn_areceber_recebimentos_baixas_novo`: records a payment of an invoice (integrations.md §6). Stores the
 * receipt and settles the invoice: R when nothing is left open, P otherwise. No source shows IXC's refusal texts;
 * these are the sandbox's, in IXC's `{type:"error"}` shape. The body arrives with DD/MM/YYYY already as ISO.
 */
export const receberBaixa: ActionHandler = ({ dataset, body, clock }) => {
  const missing = REQUIRED.find((field) => (body[field] ?? '').trim() === '');
  if (missing) return errorAnswer(`O campo ${missing} é obrigatório!`);
  if (!ISO_DAY.test(body.data!)) return errorAnswer('Data de recebimento inválida!');
  const received = Number(body.valor_total_recebido);
  if (!Number.isFinite(received) || received <= 0) return errorAnswer('Valor recebido inválido!');

  const invoice = dataset.find('fn_areceber', body.id_receber!);
  if (!invoice) return errorAnswer(`Conta a receber ${body.id_receber} não encontrada!`);
  if (invoice.status === 'R') return errorAnswer(`Conta a receber ${invoice.id} já está recebida!`);
  if (invoice.status === 'C') return errorAnswer(`Conta a receber ${invoice.id} está cancelada!`);

  const receipt = dataset.insert('fn_areceber_recebimentos_baixas', body, clock.now());
  Object.assign(invoice, {
    ...paidAmounts(invoice, Number(invoice.valor_recebido || 0) + received),
    pagamento_data: body.data,
    baixa_data: clock.now(),
    credito_data: body.data,
    tipo_recebimento: body.tipo_recebimento,
    ultima_atualizacao: clock.now(),
  });
  return jsonAnswer({ type: 'success', message: 'Registro inserido com sucesso!', id: receipt.id });
};

/** An invoice's status and amounts once `paid` reais of it are received: R when nothing is open, P in between, A at 0. */
export function paidAmounts(invoice: { valor?: string }, paid: number) {
  const open = Math.max(0, Number(invoice.valor || 0) - paid);
  return {
    status: open === 0 ? 'R' : paid === 0 ? 'A' : 'P',
    valor_recebido: paid.toFixed(2),
    valor_aberto: open.toFixed(2),
    pagamento_valor: paid.toFixed(2),
  };
}
