import { CONNECTION_MESSAGES } from '@central/domain';
import type { ContractConnection } from '@central/domain/api';
import { CONNECTION_TEXT } from '@/strings/connection.pt-BR';
import type { SupportDraft } from '@/features/support/support-draft';
import { checkedMomentText, dbmText, isUp, localMomentText, onlineChip, signalChip, uptimeText } from './connection-display';

const text = CONNECTION_TEXT;

/** 'desde 27/11 às 08:12': since when connected, or disconnected; null when IXC does not say. */
export function sinceText(contract: Pick<ContractConnection, 'last_connection'>): string | null {
  const since = localMomentText(contract.last_connection);
  return since && text.since(since);
}

/** 'Conectado desde 27/11 às 08:12', or why it is not known. */
export function connectionFactText(contract: ContractConnection): string {
  if (contract.online === null)
    return contract.unchecked.includes('connection') ? CONNECTION_MESSAGES.connectionUnavailable : text.notInformed;
  const state = onlineChip(contract.online).text;
  const since = sinceText(contract);
  return since ? `${state} ${since}` : state;
}

/** '-19,52 dBm (Bom)', or why it is not known. */
export function signalFactText(contract: ContractConnection): string {
  if (contract.signal_dbm === null) return contract.unchecked.includes('signal') ? CONNECTION_MESSAGES.signalUnavailable : text.noReading;
  return contract.signal ? `${dbmText(contract.signal_dbm)} (${signalChip(contract.signal).text})` : dbmText(contract.signal_dbm);
}

/** 'Online, ligado há 3 dias e 4 horas', or why it is not known; null without a router to speak of. */
export function routerFactText(contract: ContractConnection): string | null {
  const { router } = contract;
  if (!router) return contract.unchecked.includes('router') ? CONNECTION_MESSAGES.routerUnavailable : null;
  if (!router.online) return text.offline;
  return router.uptime_seconds === null ? text.online : `${text.online}, ${uptimeText(router.uptime_seconds).toLowerCase()}`;
}

/**
 * The support request the diagnosis opens (docs/product/connection.md#opening-a-support-request-from-the-diagnosis):
 * the contract, a subject about a connection that is down or slow, and the facts of the check in the message, so the
 * agent starts from them. A few short lines: the person still has most of the message's 1000 characters.
 */
export function supportDraftFor(contract: ContractConnection, checkedAt: string): SupportDraft {
  const d = text.diagnosis;
  const router = routerFactText(contract);
  const hosts = contract.router?.hosts;
  const lines = [
    d.heading(checkedMomentText(checkedAt)),
    `${d.contract}: ${contract.description}`,
    `${text.connection}: ${connectionFactText(contract)}`,
    `${text.signal}: ${signalFactText(contract)}`,
    router !== null && `${text.router}: ${router}`,
    hosts && `${d.hosts}: ${hosts.length}`,
    `${d.situation}: ${contract.verdict}`,
  ].filter((line): line is string => Boolean(line));
  return { contractId: contract.contract_id, topic: isUp(contract) ? 'slow' : 'no-connection', message: `${lines.join('\n')}\n\n` };
}
