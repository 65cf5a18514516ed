import { CARD_MESSAGES, checkNewCard, MESSAGES, type CheckedCard, type IsoDate, type NewCardInput } from '@central/domain';
import type { NewCardBody } from '@central/domain/api';
import { badRequest, invalidFields } from '../../lib/app-error';
import type { IxcRow } from '../../integrations/ixc/wire';
import { keyedHash } from '../../lib/signed-token';

/**
 * A contract counts as active for a card when IXC has it active (status A), whatever its internet status: a
 * subscriber blocked for an overdue bill (CM, CA, FA) is exactly who needs to pay one by card.
 */
export function activeContractIds(rows: readonly IxcRow[]): string[] {
  return rows.filter((row) => row.status === 'A' && row.id).map((row) => row.id!);
}

/**
 * The contracts a new card is linked to (docs/product/cards.md#saved-cards, `Contracts`): the ones asked for, each of
 * them the subscriber's, or all their active ones when none is given. Without an active contract no card is taken
 * (docs/product/subscriber.md#saved-cards).
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

/**
 * What tells 'Você já cadastrou este cartão' without keeping the number (PCI DSS 3.5.1): a keyed HMAC-SHA256 of
 * the 16 digits under the server's hash secret, with its own purpose so it never equals another keyed hash.
 * The provider is part of it, so the same card saved at two providers cannot be matched across them.
 */
export function cardFingerprint(secret: string, tenantId: string, digits: string): string {
  return keyedHash(secret, 'card-fingerprint', tenantId, digits);
}

/** The payload's names (docs/product/cards.md#saved-cards) for each field `checkNewCard` names, in the form's order. */
const PAYLOAD_FIELD: Record<keyof NewCardInput, keyof NewCardBody> = {
  holder: 'Holder',
  number: 'CardNumber',
  expiry: 'ExpirationDate',
  cvv: 'SecurityCode',
  alias: 'CardAlias',
};

/** The new card's fields by the form's rules, or 400 naming each invalid field as the payload does. */
export function checkedCard(body: NewCardBody, today: IsoDate): CheckedCard {
  const check = checkNewCard(
    {
      holder: body.Holder ?? '',
      number: body.CardNumber ?? '',
      expiry: body.ExpirationDate ?? '',
      cvv: body.SecurityCode ?? '',
      alias: body.CardAlias ?? undefined,
    },
    today,
  );
  if (check.ok) return check.card;
  const fields: Record<string, string> = {};
  for (const [field, problem] of Object.entries(check.problems)) fields[PAYLOAD_FIELD[field as keyof NewCardInput]] = problem;
  throw invalidFields(fields, 'INVALID_CARD_FIELDS');
}
