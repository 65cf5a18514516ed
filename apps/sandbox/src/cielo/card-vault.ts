import { randomUUID } from 'node:crypto';
import { maskForSale, maskForVault } from './card-rules';

/** What a caller may see of a stored card: never the number itself. */
export interface StoredCardView {
  cardToken: string;
  merchantId: string;
  maskedNumber: string;
  holder: string;
  expirationDate: string;
  brand: string;
}

export interface CardToStore {
  merchantId: string;
  number: string;
  holder: string;
  expirationDate: string;
  brand: string;
}

/** A card as a sale needs it: the digits stay inside the simulator, for the last-digit rule and the mask. */
export interface VaultCard extends StoredCardView {
  lastDigits: string;
  saleMask: string;
}

/**
 * Cielo's card vault (`CardToken`s). The numbers live only in this closure's memory, as the vault is the one
 * place a PAN may be; nothing here logs, and every way out returns masked views. No CVV is ever stored (PCI DSS).
 */
export function createCardVault() {
  const numbers = new Map<string, string>();
  const views = new Map<string, StoredCardView>();

  return {
    store(card: CardToStore): StoredCardView {
      const cardToken = randomUUID();
      numbers.set(cardToken, card.number);
      const view = {
        cardToken,
        merchantId: card.merchantId,
        maskedNumber: maskForVault(card.number),
        holder: card.holder,
        expirationDate: card.expirationDate,
        brand: card.brand,
      };
      views.set(cardToken, view);
      return view;
    },
    /** A merchant sees only its own tokens, as at Cielo. */
    find(merchantId: string, cardToken: string): VaultCard | undefined {
      const view = views.get(cardToken.toLowerCase());
      const number = numbers.get(cardToken.toLowerCase());
      if (!view || number === undefined || view.merchantId !== merchantId) return undefined;
      return { ...view, lastDigits: number.slice(-4), saleMask: maskForSale(number) };
    },
    list: (): StoredCardView[] => [...views.values()].map((view) => ({ ...view })),
    clear() {
      numbers.clear();
      views.clear();
    },
  };
}

export type CardVault = ReturnType<typeof createCardVault>;
