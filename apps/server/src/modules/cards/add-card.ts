import { checkNewCard, todayIn, type CheckedCard, type IsoDate, type NewCardInput } from '@central/domain';
import type { NewCardBody, SavedCard } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Account } from '../../lib/account-cache';
import { invalidFields } from '../../lib/app-error';
import type { SecretBox } from '../../lib/crypto';
import { CieloError, type CieloGateway } from '../../integrations/cielo';
import type { ContractService } from '../contracts/contract-service';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { takeCardAttempt, type CardAttemptDeps } from './card-attempts';
import { contractsForNewCard } from './card-contracts';
import { cardFingerprint } from './card-fingerprint';
import { cardAlreadySaved, type CardStore } from './card-store';
import { invalidCard, newCardFailure } from './gateway-failure';

export interface AddCardDeps {
  store: CardStore;
  contracts: ContractService;
  box: SecretBox;
  /** Key of the card fingerprints. */
  hashSecret: string;
  attempts: CardAttemptDeps;
  log: FastifyBaseLogger;
}

export interface Subscriber {
  tenant: ActiveTenant;
  account: Account;
  customerName: string;
}

/** The payload's names (SPEC section 3) for each field `checkNewCard` names, in the form's order. */
const PAYLOAD_FIELD: Record<keyof NewCardInput, keyof NewCardBody> = {
  holder: 'Holder',
  number: 'CardNumber',
  expiry: 'ExpirationDate',
  cvv: 'SecurityCode',
  alias: 'CardAlias',
};

/**
 * Saves a new card (issue 11): the form's rules, an active contract, not saved before, then the issuer's
 * Zero Auth, then Cielo's vault; only the sealed token and what may be shown are stored. Each step that is
 * free (rules, contracts, duplicates) runs before the attempt is counted and the gateway is called.
 * The number and the CVV live only in this request's memory and in the bodies sent to Cielo.
 */
export async function addCard(deps: AddCardDeps, gateway: CieloGateway, subscriber: Subscriber, body: NewCardBody): Promise<SavedCard> {
  const { tenant, account } = subscriber;
  const card = checkedCard(body, todayIn(tenant.timezone));
  const contractIds = contractsForNewCard(await deps.contracts.rows(tenant, account), body.Contracts);
  const fingerprint = cardFingerprint(deps.hashSecret, tenant.id, card.number);
  if (await deps.store.has(account, fingerprint)) throw cardAlreadySaved();

  await takeCardAttempt(deps.attempts, account);
  // Cielo wants the customer's name on the token; a session without one (never seen) falls back to the holder.
  const cardToken = await vault(gateway, card, subscriber.customerName.trim() || card.holder, deps.log).catch((error: unknown) => {
    throw error instanceof CieloError ? newCardFailure(error, deps.log) : error;
  });

  return deps.store.add(account, {
    sealedToken: deps.box.seal(cardToken, tenant.clientId),
    fingerprint,
    brand: card.brand,
    last4: card.last4,
    expiry: card.expiry,
    holder: card.holder,
    alias: card.alias,
    contractIds,
  });
}

function checkedCard(body: NewCardBody, today: IsoDate): CheckedCard {
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

/** Zero Auth first, so a dead card is refused before anything is vaulted; then the token that is kept. */
async function vault(gateway: CieloGateway, card: CheckedCard, customerName: string, log: FastifyBaseLogger): Promise<string> {
  const check = await gateway.zeroAuth({
    card: { number: card.number, holder: card.holder, expiry: card.expiry, cvv: card.cvv, brand: card.brand },
  });
  if (!check.valid) {
    // The issuer's code only (05, 57, 78…): a run of refusals is what card testing looks like in the logs.
    log.info({ returnCode: check.returnCode, brand: card.brand }, 'new card refused at Zero Auth');
    throw invalidCard();
  }
  const { cardToken } = await gateway.tokenize({
    customerName,
    number: card.number,
    holder: card.holder,
    expiry: card.expiry,
    brand: card.brand,
  });
  return cardToken;
}
