import { todayIn, type CheckedCard } from '@central/domain';
import type { NewCardBody, SavedCard } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import { CieloError, type CieloGateway } from '../../integrations/cielo';
import type { Account } from '../../lib/account-cache';
import type { SecretBox } from '../../lib/crypto';
import type { ContractService } from '../contracts/contracts-service';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { takeCardAttempt, type CardAttemptDeps } from './card-attempts';
import { cardFingerprint, checkedCard, contractsForNewCard } from './card-rules';
import { cardAlreadySaved, type CardsStore } from './cards-store';
import { invalidCard, newCardFailure } from './gateway-failure';

/** What saving a card needs besides the gateway the request's gate resolved. */
export interface AddCardDeps {
  store: Pick<CardsStore, 'has' | 'add'>;
  contracts: Pick<ContractService, 'rows'>;
  /** Seals the gateway's card token for the provider. */
  box: Pick<SecretBox, 'seal'>;
  /** Key of the card fingerprints. */
  hashSecret: string;
  attempts: CardAttemptDeps;
}

export interface Subscriber {
  tenant: ActiveTenant;
  account: Account;
  customerName: string;
}

/**
 * Saves a new card: the form's rules, an active contract, not saved before, then the issuer's
 * Zero Auth, then Cielo's vault; only the sealed token and what may be shown are stored. Each step that is
 * free (rules, contracts, duplicates) runs before the attempt is counted and the gateway is called.
 * The number and the CVV live only in this request's memory and in the bodies sent to Cielo.
 */
export async function addCard(
  deps: AddCardDeps,
  gateway: CieloGateway,
  subscriber: Subscriber,
  body: NewCardBody,
  log: FastifyBaseLogger,
): Promise<SavedCard> {
  const { tenant, account } = subscriber;
  const card = checkedCard(body, todayIn(tenant.timezone));
  const contractIds = contractsForNewCard(await deps.contracts.rows(tenant, account), body.Contracts);
  const fingerprint = cardFingerprint(deps.hashSecret, tenant.id, card.number);
  if (await deps.store.has(account, fingerprint)) throw cardAlreadySaved();

  await takeCardAttempt(deps.attempts, account);
  // Cielo wants the customer's name on the token; a session without one (never seen) falls back to the holder.
  const cardToken = await vault(gateway, card, subscriber.customerName.trim() || card.holder, log).catch((error: unknown) => {
    throw error instanceof CieloError ? newCardFailure(error, log) : error;
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
