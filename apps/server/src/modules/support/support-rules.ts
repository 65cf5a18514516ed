import { characterCount, MESSAGES } from '@central/domain';
import type { SupportMessage, SupportRequest, SupportStatus } from '@central/domain/api';
import { badRequest } from '../../lib/app-error';
import type { IxcRow } from '../../integrations/ixc/wire';
import { ixcId } from '../../integrations/ixc/values';
import type { SupportSettings } from '../tenants/tenant-directory';

/** docs/product/subscriber.md#support-requests: the closed list is paged; the web app offers 'Ver mais' while a page brings 3 or more. */
export const CLOSED_PAGE_SIZE = 5;

/** docs/product/subscriber.md#support-requests: closed if su_status is S or C, or if there is no su_status and status is F. */
export function supportStatusOf(row: IxcRow): SupportStatus {
  const suStatus = (row.su_status ?? '').trim();
  if (suStatus) return suStatus === 'S' || suStatus === 'C' ? 'closed' : 'in_progress';
  return row.status === 'F' ? 'closed' : 'in_progress';
}

const STATUS_TEXT: Record<SupportStatus, string> = { in_progress: 'Em andamento', closed: 'Fechado' };

/** IXC's 'YYYY-MM-DD HH:MM:SS' (the provider's local time) as 'YYYY-MM-DDTHH:MM:SS'; '' when empty. */
export function localDateTime(value: string | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(value ?? '');
  return match && match[1] !== '0000-00-00' ? `${match[1]}T${match[2]}` : '';
}

/** What a subscriber asked for, to recognise the request among those IXC lists. */
export interface WantedRequest {
  subjectId: string;
  contractId: string;
  message: string;
  /** Opened at or after this provider-local 'YYYY-MM-DDTHH:MM:SS'. */
  since: string;
}

/** Same subject and contract, the same message (the contact phone follows it), opened since `since`. */
export function isRequestFor(row: IxcRow, kind: 'os' | 'customer_service', wanted: WantedRequest): boolean {
  const request = toSupportRequest(row, kind, new Map());
  const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
  return (
    ixcId(row.id_assunto) === wanted.subjectId &&
    request.contractId === wanted.contractId &&
    request.createdAt >= wanted.since &&
    squeeze(request.message).startsWith(squeeze(wanted.message))
  );
}

export function toSupportRequest(row: IxcRow, kind: 'os' | 'customer_service', subjectNames: Map<string, string>): SupportRequest {
  const status = supportStatusOf(row);
  const subject = (kind === 'customer_service' ? row.titulo?.trim() : '') || subjectNames.get(row.id_assunto ?? '') || 'Atendimento';
  return {
    id: row.id ?? '',
    protocolo: row.protocolo ?? '',
    subject,
    status,
    statusText: STATUS_TEXT[status],
    createdAt: localDateTime(kind === 'os' ? row.data_abertura : row.data_criacao),
    message: ((kind === 'os' ? row.mensagem : row.menssagem) ?? '').trim(),
    contractId: ixcId(kind === 'os' ? row.id_contrato_kit : row.id_contrato),
  };
}

/**
 * The messages a subscriber may read: internal notes (visibility PR) never leave the server. Attendants are
 * named by the ticket's `operador`, or by the staff table for a service order's `id_operador`.
 */
export function toSupportMessages(rows: IxcRow[], kind: 'os' | 'customer_service', staffNames: Map<string, string>): SupportMessage[] {
  return rows
    .filter((row) => row.visibilidade_mensagens !== 'PR' && (row.mensagem ?? '').trim())
    .map((row) => {
      const attendant = kind === 'os' ? staffNames.get(ixcId(row.id_operador) ?? '') : row.operador?.trim();
      return {
        id: row.id ?? '',
        mensagem: (row.mensagem ?? '').trim(),
        data: localDateTime(row.data),
        ATTENDANT: attendant ? { nome: attendant } : null,
      };
    })
    .sort((a, b) => a.data.localeCompare(b.data) || Number(a.id) - Number(b.id));
}

/** Newest first; the in-progress list whole, the closed list one page at a time. */
export function supportPage(requests: SupportRequest[], status: SupportStatus, page: number): SupportRequest[] {
  const matching = requests
    .filter((request) => request.status === status)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || Number(b.id) - Number(a.id));
  return status === 'in_progress' ? matching : matching.slice((page - 1) * CLOSED_PAGE_SIZE, page * CLOSED_PAGE_SIZE);
}

/** The page of a list, '1' when none is given; anything but a whole number from 1 up is refused. */
export function readSupportPage(page: string | undefined): number {
  const number = Number(page ?? '1');
  if (!Number.isInteger(number) || number < 1) throw badRequest('PAGE_INVALID', MESSAGES.supportPageInvalid);
  return number;
}

export const SUPPORT_MESSAGE_MAX = 1000;

/** A support message: required, at most 1000 characters (docs/product/subscriber.md#support-requests). */
export function assertMessage(message: string | undefined): string {
  const text = (message ?? '').trim();
  if (!text) throw badRequest('MESSAGE_REQUIRED', MESSAGES.supportMessageRequired);
  if (characterCount(text) > SUPPORT_MESSAGE_MAX) throw badRequest('MESSAGE_TOO_LONG', MESSAGES.supportMessageTooLong);
  return text;
}

export interface OfferedSubject {
  id: string;
  value: string;
  description: string;
}

/**
 * The subjects a subscriber may pick: the provider's configured ones that IXC still has active (with the
 * provider's own wording), or, when none are configured, every active subject IXC shows on its portal.
 */
export function offeredSubjects(settings: SupportSettings, ixcSubjects: IxcRow[]): OfferedSubject[] {
  const active = new Map(ixcSubjects.filter((row) => row.ativo !== 'N').map((row) => [row.id ?? '', row]));
  const describe = (row: IxcRow, value: string) => ({
    id: row.id ?? '',
    value,
    description: (row.descricao || row.assunto || value).trim(),
  });
  if (settings.subjects.length > 0) {
    return settings.subjects.flatMap(({ id, label }) => {
      const row = active.get(id);
      return row ? [describe(row, label || row.assunto || '')] : [];
    });
  }
  return [...active.values()].filter((row) => row.mostra_hotsite === 'S').map((row) => describe(row, (row.assunto ?? '').trim()));
}
