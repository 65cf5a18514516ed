import { CARD_MESSAGES, maskedCardNumber, type CardBrand } from '@central/domain';
import type { SavedCard } from '@central/domain/api';
import type { Prisma } from '../../db/database';
import type { Account } from '../../lib/account-cache';
import { AppError, notFound } from '../../lib/app-error';
import type { Card as CardRow, CardSettings } from '../../generated/prisma/client';
import { isUuid } from '../../lib/uuid';

/** What is kept of a new card: never its number nor its CVV. */
export interface NewCardRow {
  /** Already sealed for the provider. */
  sealedToken: string;
  fingerprint: string;
  brand: CardBrand;
  last4: string;
  /** MM/YYYY */
  expiry: string;
  holder: string;
  alias: string;
  contractIds: string[];
}

export type { CardRow, CardSettings };

/**
 * The subscriber's saved cards, and the provider's card settings. Every card query is scoped by tenant and customer:
 * an id alone reaches nothing.
 */
export interface CardsStore {
  /** Newest first. */
  list(account: Account): Promise<SavedCard[]>;
  /** Whether the subscriber already saved the card with this fingerprint. */
  has(account: Account, fingerprint: string): Promise<boolean>;
  /** Stores a card, or 409 when the same card was stored meanwhile (the unique index decides a race). */
  add(account: Account, card: NewCardRow): Promise<SavedCard>;
  /** Removes one of the subscriber's cards, or 404. */
  remove(account: Account, cardId: string): Promise<void>;
  /** One of the subscriber's cards with its sealed token, to charge it; 404 for any other id. */
  chargeable(account: Account, cardId: string): Promise<CardRow>;
  /** The provider's `card_settings` row (its merchant key still sealed), or null. */
  settingsOf(tenantId: string): Promise<CardSettings | null>;
}

export const cardNotFound = () => notFound('CARD_NOT_FOUND', CARD_MESSAGES.cardNotFound);
export const cardAlreadySaved = () => new AppError('CARD_ALREADY_SAVED', 409, CARD_MESSAGES.cardAlreadySaved);

export function createCardsStore(prisma: Prisma): CardsStore {
  const owner = (account: Account) => ({ tenantId: account.tenantId, customerId: account.customerId });
  return {
    async list(account) {
      const rows = await prisma.card.findMany({ where: owner(account), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      return rows.map(toSavedCard);
    },
    async has(account, fingerprint) {
      return (await prisma.card.count({ where: { ...owner(account), fingerprint } })) > 0;
    },
    async add(account, card) {
      try {
        const row = await prisma.card.create({
          data: {
            ...owner(account),
            gatewayToken: card.sealedToken,
            fingerprint: card.fingerprint,
            brand: card.brand,
            last4: card.last4,
            expiry: card.expiry,
            holder: card.holder,
            alias: card.alias,
            contractIds: card.contractIds,
          },
        });
        return toSavedCard(row);
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 'P2002') throw cardAlreadySaved();
        throw error;
      }
    },
    async remove(account, cardId) {
      // A malformed id would make Postgres refuse the uuid cast: it is simply no card of theirs.
      if (!isUuid(cardId)) throw cardNotFound();
      const { count } = await prisma.card.deleteMany({ where: { ...owner(account), id: cardId } });
      if (count === 0) throw cardNotFound();
    },
    async chargeable(account, cardId) {
      const row = isUuid(cardId) ? await prisma.card.findFirst({ where: { ...owner(account), id: cardId } }) : null;
      if (!row) throw cardNotFound();
      return row;
    },
    settingsOf: (tenantId) => prisma.cardSettings.findUnique({ where: { tenantId } }),
  };
}

function toSavedCard(row: CardRow): SavedCard {
  return {
    uuid: row.id,
    alias: row.alias ?? '',
    CardNumber: maskedCardNumber(row.last4),
    ExpirationDate: row.expiry,
    // Only `add` writes the column, always with an accepted brand.
    brand: row.brand as CardBrand,
    holder: row.holder,
    contracts: row.contractIds,
  };
}
