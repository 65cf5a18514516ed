import { IxcError } from './errors';
import type { IxcClient, IxcRawAnswer } from './http-client';

/**
 * IXC's print actions answer a plain base64 PDF (no JSON), an empty body when there is nothing to print, or
 * `{type:"error"}` with HTTP 200. This reads all three: a PDF in base64, or null when IXC has none.
 */
export function readBase64Pdf(answer: IxcRawAnswer, action: string): string | null {
  const text = answer.text.trim();
  if (answer.status >= 500) throw new IxcError('unavailable', `HTTP ${answer.status}`, action);
  if (!text || text.startsWith('{') || text.startsWith('<')) return null;
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(compact)) throw new IxcError('malformed', 'answer is neither JSON nor base64', action);
  if (!Buffer.from(compact.slice(0, 12), 'base64').toString('latin1').startsWith('%PDF')) {
    throw new IxcError('malformed', 'answer is not a PDF', action);
  }
  return compact;
}

export interface DocumentGateway {
  /** The boleto PDF of one bill, without recalculating interest or registering it again at the bank. */
  boleto(invoiceId: string): Promise<string | null>;
  fiscalNote(noteId: string, customModel: boolean): Promise<string | null>;
  contract(contractId: string, printAction: string): Promise<string | null>;
}

export function createDocumentGateway(ixc: Pick<IxcClient, 'action'>): DocumentGateway {
  const print = async (action: string, body: Record<string, string>) => readBase64Pdf(await ixc.action(action, body), action);
  return {
    boleto: (invoiceId) =>
      print('get_boleto', {
        boletos: invoiceId,
        juro: 'N',
        multa: 'N',
        atualiza_boleto: 'N',
        tipo_boleto: 'arquivo',
        base64: 'S',
        layout_impressao: '',
      }),
    fiscalNote: (noteId, customModel) => print(customModel ? 'vd_saida_25738' : 'imprimir_nota', { id: noteId, base64: 'S' }),
    contract: (contractId, printAction) => print(printAction, { id: contractId }),
  };
}
