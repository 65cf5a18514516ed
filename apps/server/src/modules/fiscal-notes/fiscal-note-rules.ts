import { addDays, addMonths, MESSAGES } from '@central/domain';
import type { FiscalNote } from '@central/domain/api';
import { badRequest } from '../../lib/app-error';
import type { IxcRow } from '../../integrations/ixc/wire';
import { ixcDate, ixcMoney } from '../../integrations/ixc/values';
import { nfTypeOf, type NfDocumentTypes } from './document-types';

/** docs/product/subscriber.md#fiscal-notes: the earliest month with notes. */
export const FIRST_MONTH = '2014-02';

/** Canceled (C) and denied (D) notes are never shown. */
const DROPPED_STATUS = new Set(['C', 'D']);

export function toFiscalNote(row: IxcRow, types: NfDocumentTypes): FiscalNote | null {
  const tipo = nfTypeOf(row.id_tipo_documento ?? '', types);
  const dataEmissao = ixcDate(row.data_emissao);
  if (!tipo || !dataEmissao || DROPPED_STATUS.has(row.status ?? '')) return null;
  return {
    id: row.id ?? '',
    numero: (row.numero_nf || row.documento || row.id || '').trim(),
    tipo,
    valor: ixcMoney(row.valor_total),
    dataEmissao,
  };
}

/**
 * The month a list asks for ('YYYY-MM', or a date within it), from February 2014 to the provider's current
 * month, as its first and last days.
 */
export function monthRange(createdAt: string | undefined, today: string): { month: string; from: string; to: string } {
  const month = /^(\d{4}-\d{2})(-\d{2})?$/.exec(createdAt ?? '')?.[1];
  const [, monthNumber] = (month ?? '').split('-').map(Number);
  if (!month || !monthNumber || monthNumber > 12 || month < FIRST_MONTH || month > today.slice(0, 7)) {
    throw badRequest('MONTH_INVALID', MESSAGES.monthInvalid);
  }
  const from = `${month}-01`;
  return { month, from, to: addDays(addMonths(from, 1), -1) };
}
