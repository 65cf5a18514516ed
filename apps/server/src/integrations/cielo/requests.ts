import type { CardBrand } from '@central/domain';

/**
 * The bodies Cielo API 3.0 takes, field for field as the manual names them (developercielo.github.io,
 * api-ecommerce-cielo: "Creating a tokenized card before authorization", "Zero Auth", "Creating a sale with
 * Tokenized Card"). The inputs are checked here because a wrong one is a bug of ours, not the subscriber's.
 */

/** Cielo's names for the brands we accept ("Master", not "Mastercard"). */
export type CieloBrand = 'Visa' | 'Master';

const CIELO_BRANDS: Readonly<Record<CardBrand, CieloBrand>> = { visa: 'Visa', mastercard: 'Master' };

export function cieloBrand(brand: CardBrand): CieloBrand {
  const name = CIELO_BRANDS[brand];
  if (!name) throw new TypeError('brand must be visa or mastercard');
  return name;
}

/** A card to vault. Holds the PAN: it goes into the request body and nowhere else. */
export interface CardToTokenize {
  customerName: string;
  number: string;
  holder: string;
  /** MM/YYYY */
  expiry: string;
  brand: CardBrand;
}

/** An open card to check with Zero Auth. Holds the PAN and CVV. */
export interface OpenCard {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
  brand: CardBrand;
}

export type ZeroAuthInput = { card: OpenCard } | { cardToken: string; brand: CardBrand };

export interface SaleRequest {
  /** Letters and digits only, up to 36 (the query by order refuses anything else): derived from the attempt. */
  merchantOrderId: string;
  amountCents: number;
  installments: number;
  cardToken: string;
  /** Optional for a tokenized card (manual); never stored. */
  securityCode?: string;
  brand: CardBrand;
  customerName: string;
  /** Up to 13 letters or digits, printed on the bill next to the merchant's name. */
  softDescriptor?: string;
  /** A GUID that names this request at Cielo (header `RequestId`), derived from the attempt. */
  requestId?: string;
}

const ORDER_ID = /^[A-Za-z0-9]{1,36}$/;
const SOFT_DESCRIPTOR = /^[A-Za-z0-9 ]{1,13}$/;
const EXPIRY = /^(0[1-9]|1[0-2])\/\d{4}$/;
/** Cielo's `Customer.Name` and `CustomerName` take up to 255 characters. */
const CUSTOMER_NAME_MAX = 255;

/**
 * Cielo's `Holder` takes 25 characters, the form's holder 26: the 26th is left out. The name printed on a card is not
 * checked by the issuer in a card-not-present sale; it only labels the token.
 */
const HOLDER_MAX = 25;
const cieloHolder = (holder: string) => holder.slice(0, HOLDER_MAX).trimEnd();

export function tokenizeBody(card: CardToTokenize) {
  if (!EXPIRY.test(card.expiry)) throw new TypeError('expiry must be MM/YYYY');
  return {
    CustomerName: customerName(card.customerName),
    CardNumber: card.number,
    Holder: cieloHolder(card.holder),
    ExpirationDate: card.expiry,
    Brand: cieloBrand(card.brand),
  };
}

export function zeroAuthBody(input: ZeroAuthInput) {
  if ('cardToken' in input) return { CardToken: input.cardToken, SaveCard: false, Brand: cieloBrand(input.brand) };
  const { card } = input;
  if (!EXPIRY.test(card.expiry)) throw new TypeError('expiry must be MM/YYYY');
  return {
    CardType: 'CreditCard',
    CardNumber: card.number,
    Holder: cieloHolder(card.holder),
    ExpirationDate: card.expiry,
    SecurityCode: card.cvv,
    SaveCard: false,
    Brand: cieloBrand(card.brand),
  };
}

/**
 * A sale captured at once (`Capture: true`), with the installments' interest charged by the merchant
 * (`Interest: 'ByMerchant'`, "parcelado loja"): the amount already includes it, and the issuer splits it.
 */
export function saleBody(sale: SaleRequest) {
  if (!ORDER_ID.test(sale.merchantOrderId)) throw new TypeError('merchantOrderId must be 1 to 36 letters or digits');
  if (!Number.isSafeInteger(sale.amountCents) || sale.amountCents <= 0) throw new TypeError('amountCents must be a positive integer');
  if (!Number.isInteger(sale.installments) || sale.installments < 1) throw new TypeError('installments must be a positive integer');
  if (!sale.cardToken) throw new TypeError('cardToken is required');
  if (sale.softDescriptor !== undefined && !SOFT_DESCRIPTOR.test(sale.softDescriptor)) {
    throw new TypeError('softDescriptor must be 1 to 13 letters, digits or spaces');
  }
  return {
    MerchantOrderId: sale.merchantOrderId,
    Customer: { Name: customerName(sale.customerName) },
    Payment: {
      Type: 'CreditCard',
      Amount: sale.amountCents,
      Installments: sale.installments,
      Interest: 'ByMerchant',
      Capture: true,
      ...(sale.softDescriptor ? { SoftDescriptor: sale.softDescriptor } : {}),
      CreditCard: {
        CardToken: sale.cardToken,
        ...(sale.securityCode ? { SecurityCode: sale.securityCode } : {}),
        Brand: cieloBrand(sale.brand),
      },
    },
  };
}

function customerName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw new TypeError('customerName is required');
  return trimmed.slice(0, CUSTOMER_NAME_MAX);
}
