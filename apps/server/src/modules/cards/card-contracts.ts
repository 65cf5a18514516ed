import { CARD_MESSAGES, MESSAGES } from '@central/domain';
import { badRequest } from '../../lib/app-error';
import type { IxcRow } from '../../integrations/ixc/wire';

/**
 * A contract counts as active for a card when IXC has it active (status A), whatever its internet status: a
 * subscriber blocked for an overdue bill (CM, CA, FA) is exactly who needs to pay one by card.
 */
export function activeContractIds(rows: readonly IxcRow[]): string[] {
  return rows.filter((row) => row.status === 'A' && row.id).map((row) => row.id!);
}

/**
 * The contracts a new card is linked to (SPEC section 3, `Contracts`): the ones asked for, each of them the
 * subscriber's, or all their active ones when none is given. Without an active contract no card is taken
 * (SPEC section 2, New card).
 */
export function contractsForNewCard(rows: readonly IxcRow[], asked: readonly string[] | undefined): string[] {
  const active = activeContractIds(rows);
  if (active.length === 0) throw badRequest('NO_ACTIVE_CONTRACT', CARD_MESSAGES.noActiveContract);
  const wanted = [...new Set((asked ?? []).map((id) => id.trim()).filter(Boolean))];
  if (wanted.length === 0) return active;
  const own = new Set(rows.map((row) => row.id));
  if (wanted.some((id) => !own.has(id))) throw badRequest('CONTRACT_NOT_FOUND', MESSAGES.contractNotFound);
  return wanted;
}
