import type { TrustUnlockAvailability, TrustUnlockRefusal } from '@central/domain/api';
import type { IxcRow } from '../../integrations/ixc/wire';
import { ixcDate } from '../../integrations/ixc/values';

/** IXC lets a contract use the trust unlock again only this long after its last use (docs/product/subscriber.md#contracts, code 113). */
const COOLDOWN_DAYS = 30;
/** The internet states a trust unlock lifts: the blocks of docs/product/subscriber.md#contracts. */
const BLOCKED = new Set(['CM', 'CA', 'FA']);

/**
 * Whether IXC would accept 'Desbloqueio de Confiança' on this contract row, checked in IXC's own order:
 * inactive (109), already active (107), not blocked, not enabled on the contract, used and not paid (113).
 */
export function trustUnlockOf(contract: IxcRow, today: string): TrustUnlockAvailability {
  const lastUsedOn = ixcDate(contract.dt_ult_desb_conf);
  const payBy = ixcDate(contract.dt_retorno_desb_conf);
  const refuse = (reason: TrustUnlockRefusal): TrustUnlockAvailability => ({ available: false, reason, lastUsedOn, payBy });
  if (contract.status !== 'A') return refuse('inactive');
  if (contract.status_internet === 'A') return refuse('already_active');
  if (!BLOCKED.has(contract.status_internet ?? '')) return refuse('not_blocked');
  if (contract.desbloqueio_confianca !== 'S') return refuse('not_enabled');
  const recentlyUsed = lastUsedOn !== null && daysBetween(lastUsedOn, today) < COOLDOWN_DAYS;
  if (recentlyUsed || contract.desbloqueio_confianca_ativo === 'S') return refuse('used_unpaid');
  return { available: true, reason: null, lastUsedOn, payBy };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
