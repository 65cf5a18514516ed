import { addDays, brazilianDate } from '../calendar';
import type { Clock } from '../clock';
import { pixBrCode } from '../documents/pix-br-code';
import { qrCodePng } from '../documents/qr-code-png';
import { pixTxid } from '../fixtures/shared/invoices';
import type { Dataset } from '../store/dataset';
import type { Row } from '../store/table-schema';
import { errorAnswer, jsonAnswer, processingError } from '../webservice/answers';
import { providerRow } from './dataset-parties';
import type { ActionHandler } from './registry';

/** How long after the due date the charge can still be paid, as in IXC's sample (due 14/10, expires 12/01). */
const VALID_DAYS_AFTER_DUE = 90;
const TXID = /^[A-Za-z0-9]{1,25}$/;

/**
 * `POST get_pix {"id_areceber": <invoice>}`: the Pix charge of an open invoice, created on first request
 * (the txid is stored on the invoice). An unknown invoice is IXC's HTTP 500; a paid or canceled one is refused.
 */
export const getPix: ActionHandler = async ({ dataset, body, clock }) => {
  const invoice = dataset.find('fn_areceber', body.id_areceber ?? '');
  if (!invoice) return processingError(500);
  if (invoice.status === 'R') return errorAnswer(`Não é possível gerar o Pix: o título ${invoice.id} já foi recebido.`);
  if (invoice.status === 'C') return errorAnswer(`Não é possível gerar o Pix: o título ${invoice.id} está cancelado.`);
  const amount = Number(invoice.valor_aberto ?? 0).toFixed(2);
  if (Number(amount) <= 0) return errorAnswer(`Não é possível gerar o Pix: o título ${invoice.id} não tem valor em aberto.`);

  const txid = chargeTxid(invoice, clock);
  const provider = providerRow(dataset, invoice.filial_id);
  const key = (provider.cnpj ?? '').replace(/\D/g, '');
  const brCode = pixBrCode({
    key,
    amount,
    txid,
    singleUse: true,
    merchantName: (provider.fantasia || (provider.razao ?? '')).toUpperCase(),
    merchantCity: (dataset.find('cidade', provider.cidade ?? '')?.nome ?? 'Brasil').toUpperCase(),
  });
  const dueDate = invoice.data_vencimento ?? '';
  const dadosPix = {
    calendario: {
      criacao: `${clock.now().replace(' ', 'T')}-03:00`,
      dataDeVencimento: dueDate,
      validadeAposVencimento: VALID_DAYS_AFTER_DUE,
    },
    txid,
    revisao: 0,
    status: 'ATIVA',
    devedor: debtorOf(dataset, invoice),
    valor: { original: amount },
    chave: key,
    solicitacaoPagador: `Fatura ${invoice.id}`,
    pixCopiaECola: brCode,
    expiracaoPix: `${brazilianDate(addDays(dueDate, VALID_DAYS_AFTER_DUE))} 00:00:00`,
  };
  const qrCode = {
    qrcode: brCode,
    imagemQrcode: (await qrCodePng(brCode)).toString('base64'),
    imagemSrc: `https://pix.sandbox.example.com/get-qr-code?code=${txid}`,
  };
  return jsonAnswer({ type: 'success', gateway: { gatewayNome: 'MB' }, pix: { dadosPix, qrCode } });
};

/** The invoice's txid; the first request creates the charge and stores it, as IXC does. */
function chargeTxid(invoice: Row, clock: Clock): string {
  if (TXID.test(invoice.pix_txid ?? '')) return invoice.pix_txid!;
  Object.assign(invoice, { pix_txid: pixTxid(invoice.id ?? ''), pix_status: 'A', ultima_atualizacao: clock.now() });
  return invoice.pix_txid!;
}

function debtorOf(dataset: Dataset, invoice: Row) {
  const customer = dataset.find('cliente', invoice.id_cliente ?? '') ?? {};
  const digits = (customer.cnpj_cpf ?? '').replace(/\D/g, '');
  return { [digits.length > 11 ? 'cnpj' : 'cpf']: digits, nome: customer.razao ?? '' };
}
