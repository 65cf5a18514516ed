import { scalarText } from '../scalar-text';
import { IxcError, stripHtml } from './errors';
import type { IxcClient, IxcRawAnswer } from './http-client';

/**
 * IXC's print actions answer a plain base64 PDF (no JSON), an empty body when there is nothing to print, or
 * `{type:"error"}` with HTTP 200 when they refuse. Only the empty body means "no document" (null): a refusal is
 * a failure of the ERP. HTML blocks and 5xx never get here: the client's answer check throws them first.
 */
export function readBase64Pdf(answer: IxcRawAnswer, action: string): string | null {
  const text = answer.text.trim();
  if (!text) return null;
  if (text.startsWith('{')) throw new IxcError('rejected', refusalOf(text), action);
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(compact)) throw new IxcError('malformed', 'answer is neither JSON nor base64', action);
  if (!Buffer.from(compact.slice(0, 12), 'base64').toString('latin1').startsWith('%PDF')) {
    throw new IxcError('malformed', 'answer is not a PDF', action);
  }
  return compact;
}

function refusalOf(text: string): string {
  try {
    return stripHtml(scalarText((JSON.parse(text) as { message?: unknown }).message ?? 'refused'));
  } catch {
    return 'answer is broken JSON';
  }
}

export interface DocumentGateway {
  /**
   * The boleto PDF of one bill. `updateLate` asks IXC to update a late bill (`juro`, `multa` and `atualiza_boleto`
   * S, as the callers that want today's amount send them), so that the printed boleto carries today's interest and
   * fine; IXC may then register it again at the bank. Without it, the bill is printed as issued.
   */
  boleto(invoiceId: string, options: { updateLate: boolean }): Promise<string | null>;
  fiscalNote(noteId: string, customModel: boolean): Promise<string | null>;
  contract(contractId: string, printAction: string): Promise<string | null>;
}

export function createDocumentGateway(ixc: Pick<IxcClient, 'action'>): DocumentGateway {
  const print = async (action: string, body: Record<string, string>) =>
    readBase64Pdf(await ixc.action(action, body, { answer: 'document' }), action);
  return {
    boleto: (invoiceId, { updateLate }) =>
      print('get_boleto', {
        boletos: invoiceId,
        juro: updateLate ? 'S' : 'N',
        multa: updateLate ? 'S' : 'N',
        atualiza_boleto: updateLate ? 'S' : 'N',
        tipo_boleto: 'arquivo',
        base64: 'S',
        layout_impressao: '',
      }),
    fiscalNote: (noteId, customModel) => print(customModel ? 'vd_saida_25738' : 'imprimir_nota', { id: noteId, base64: 'S' }),
    contract: (contractId, printAction) => print(printAction, { id: contractId }),
  };
}
