import type { NewCardBody, SavedCard } from '@central/domain/api';
import type { FastifyBaseLogger } from 'fastify';
import type { CieloGateway } from '../../integrations/cielo';
import type { Account } from '../../lib/account-cache';
import type { ActiveTenant } from '../tenants/tenant-directory';
import { addCard, type AddCardDeps, type Subscriber } from './add-card';
import type { CardGateways, CardPayments } from './card-gateway-for';
import type { CardsStore } from './cards-store';

/** What saving a card needs, and the store and gateways that listing, removing and the gate reach directly. */
export type CardsPorts = AddCardDeps & {
  store: Pick<CardsStore, 'list' | 'remove'>;
  gateways: Pick<CardGateways, 'paymentsFor'>;
};

/** Meus Cartões: the subscriber's saved cards. */
export interface CardsService {
  /** The provider's card gateway and settings, or null when it offers no card payment. */
  paymentsFor(tenant: ActiveTenant): Promise<CardPayments | null>;
  list(account: Account): Promise<SavedCard[]>;
  /** Saves a new card through the provider's gateway (the one the request's gate resolved). */
  add(gateway: CieloGateway, subscriber: Subscriber, body: NewCardBody, log: FastifyBaseLogger): Promise<SavedCard>;
  remove(account: Account, cardId: string): Promise<void>;
}

export function createCardsService(ports: CardsPorts): CardsService {
  return {
    paymentsFor: (tenant) => ports.gateways.paymentsFor(tenant),
    list: (account) => ports.store.list(account),
    add: (gateway, subscriber, body, log) => addCard(ports, gateway, subscriber, body, log),
    remove: (account, cardId) => ports.store.remove(account, cardId),
  };
}
