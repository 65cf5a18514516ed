import creditCardType from 'credit-card-type';
import type { IsoDate } from './dates';

/**
 * Credit-card rules shared by the web form (instant feedback) and the server (the check that counts), per
 * docs/product/subscriber.md#saved-cards. Only the gateway token, brand, last four digits, expiry, alias and holder are
 * ever kept (docs/product/cards.md#cielo-calls, PCI DSS): nothing here stores or logs a number or a CVV.
 */

/**
 * Texts of the card form (docs/product/subscriber.md#saved-cards). The ones the original specification gives are word
 * for word; the generic required texts follow its 'Por favor, informe um/uma {campo}'; the rest are new (marked), for
 * rules it states without a text.
 */
export const CARD_MESSAGES = {
  holderRequired: 'Por favor, informe um nome impresso no cartão',
  /** New: the original specification gives the 2-to-26 rule without a text. */
  holderLength: 'O nome impresso no cartão deve ter entre 2 e 26 caracteres',
  /** New: letters, accents, spaces, dot, hyphen and apostrophe only. */
  holderInvalid: 'Informe o nome como está impresso no cartão, usando apenas letras',
  numberRequired: 'Por favor, informe um número do cartão',
  numberInvalid: 'Número do cartão inválido',
  /** New: only Visa or Mastercard credit cards are accepted, a rule the original specification gives without a text. */
  brandNotAccepted: 'Aceitamos apenas cartões de crédito Visa ou Mastercard',
  expiryRequired: 'Por favor, informe uma data',
  expiryInvalid: 'Por favor, informe uma data válida',
  expiryMonthInvalid: 'Mês inválido.',
  expired: 'Cartão expirado.',
  cvvRequired: 'Por favor, informe um CVV',
  /** New: Visa and Mastercard print a 3-digit code. */
  cvvInvalid: 'CVV inválido',
  /** New: the alias is optional; the original specification gives no limit, this keeps lists readable. */
  aliasTooLong: 'O apelido do cartão deve ter no máximo 30 caracteres',
  installmentsInvalid: 'Número de parcelas inválido. Deve ser um número inteiro entre 1 e 3.',
  // The server's answers to a new card.
  cardInvalid: 'Cartão de crédito inválido',
  cardAlreadySaved: 'Você já cadastrou este cartão',
  cardOrContractTaken: 'Contrato ou cartão de crédito já cadastrados',
  cardListFailure: 'Falha ao obter cartões!',
  // New: the server's answers the original specification leaves without a text ('Delete and select failures have their
  // own messages').
  cardSaved: 'Cartão adicionado com sucesso!',
  cardDeleted: 'Cartão removido com sucesso!',
  cardNotFound: 'Cartão não encontrado.',
  /** New: the original specification asks for a warning, without its words. */
  noActiveContract: 'Você precisa ter ao menos um contrato ativo para cadastrar um cartão.',
  /** New: too many new cards tried in a short time (card-testing protection). */
  tooManyCardAttempts: 'Muitas tentativas de cadastrar cartão. Aguarde e tente novamente mais tarde.',
} as const;

export type CardBrand = 'visa' | 'mastercard';

/** The card rules (docs/product/subscriber.md#saved-cards), and the 16-character `CardNumber` of Cielo's `POST /1/card/`. */
export const CARD_NUMBER_LENGTH = 16;
export const CARD_HOLDER_MIN_LENGTH = 2;
/** The holder's name (docs/product/subscriber.md#saved-cards; Cielo's `Holder` takes 25: its adapter sends the first 25). */
export const CARD_HOLDER_MAX_LENGTH = 26;
export const CARD_CVV_LENGTH = 3;
export const CARD_ALIAS_MAX_LENGTH = 30;
/** Expiry dates further ahead than this are typing mistakes: issuers print at most about 10 years ahead. */
const MAX_EXPIRY_YEARS_AHEAD = 20;

const ACCEPTED_BRANDS: Readonly<Record<string, CardBrand>> = { visa: 'visa', mastercard: 'mastercard' };

/** The number without the spaces of the mask; anything else that is not a digit makes it invalid. */
export function cardNumberDigits(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The mod-10 check digit of ISO/IEC 7812. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The card's network by its BIN ranges, from braintree's maintained tables (credit-card-type, the detector
 * behind card-validator). Going by ranges, not the first digit, matters in Brazil: Elo issues cards starting
 * with 4 and 5 (401178, 504175, 5067…), which must not pass as Visa or Mastercard. `null` while the digits typed
 * so far fit more than one network (or none); `'other'` for a network we do not accept.
 */
export function detectCardBrand(value: string): CardBrand | 'other' | null {
  const digits = cardNumberDigits(value);
  if (!/^\d+$/.test(digits)) return null;
  // Given a longer, more specific match (an Elo BIN inside Visa's "4"), it returns only that one.
  const matches = creditCardType(digits);
  if (matches.length !== 1) return null;
  return ACCEPTED_BRANDS[matches[0]!.type] ?? 'other';
}

/** The pt-BR problem of a typed card number, or null when it is a 16-digit, Luhn-valid Visa or Mastercard. */
export function cardNumberProblem(value: string | undefined | null): string | null {
  const digits = cardNumberDigits(value ?? '');
  if (!digits) return CARD_MESSAGES.numberRequired;
  if (!/^\d+$/.test(digits)) return CARD_MESSAGES.numberInvalid;
  // A recognised foreign network (Amex, Elo, Hipercard…) hears why, even when its length differs from 16.
  const brand = detectCardBrand(digits);
  if (brand === 'other') return CARD_MESSAGES.brandNotAccepted;
  if (digits.length !== CARD_NUMBER_LENGTH || !passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return brand ? null : CARD_MESSAGES.brandNotAccepted;
}

/** The accepted brand of a number that passed `cardNumberProblem`; throws for anything else (a caller's bug). */
export function acceptedCardBrand(value: string): CardBrand {
  const brand = detectCardBrand(value);
  if (brand !== 'visa' && brand !== 'mastercard') throw new RangeError('not a Visa or Mastercard number');
  return brand;
}

export interface CardExpiry {
  month: number;
  year: number;
}

/**
 * Reads an expiry as people type or paste it: 'MM/AA' (the form), 'MM/AAAA' (the API payload), 'MMAA', 'MMAAAA', with
 * spaces, a dash or a dot in place of the slash ('12 - 2030'); null when the shape is wrong (docs/product/subscriber.md#saved-cards).
 */
export function parseCardExpiry(value: string): CardExpiry | null {
  const match = /^(\d{2})\s*[/.\-\u2013]?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** 'MM/YYYY', the `ExpirationDate` shape Cielo wants. */
export function formatCardExpiry(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, '0')}/${expiry.year}`;
}

/** A card is good through the last day of its expiry month, so only an earlier month than today's has expired. */
export function cardExpiryProblem(value: string | undefined | null, today: IsoDate): string | null {
  if (!value?.trim()) return CARD_MESSAGES.expiryRequired;
  const expiry = parseCardExpiry(value);
  if (!expiry) return CARD_MESSAGES.expiryInvalid;
  if (expiry.month < 1 || expiry.month > 12) return CARD_MESSAGES.expiryMonthInvalid;
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  if (expiry.year < 2000 || expiry.year > todayYear + MAX_EXPIRY_YEARS_AHEAD) return CARD_MESSAGES.expiryInvalid;
  if (expiry.year * 12 + expiry.month < todayYear * 12 + todayMonth) return CARD_MESSAGES.expired;
  return null;
}

export function cardCvvProblem(value: string | undefined | null): string | null {
  const cvv = (value ?? '').trim();
  if (!cvv) return CARD_MESSAGES.cvvRequired;
  return new RegExp(`^\\d{${CARD_CVV_LENGTH}}$`).test(cvv) ? null : CARD_MESSAGES.cvvInvalid;
}

/** The holder as it goes to the gateway: trimmed, inner runs of spaces made one. */
export function normalizeCardHolder(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

const HOLDER_CHARACTERS = /^[\p{L}\p{M} .'\-’]+$/u;

export function cardHolderProblem(value: string | undefined | null): string | null {
  const holder = normalizeCardHolder(value ?? '');
  if (!holder) return CARD_MESSAGES.holderRequired;
  if (!HOLDER_CHARACTERS.test(holder) || !/\p{L}/u.test(holder)) return CARD_MESSAGES.holderInvalid;
  if (holder.length < CARD_HOLDER_MIN_LENGTH || holder.length > CARD_HOLDER_MAX_LENGTH) return CARD_MESSAGES.holderLength;
  return null;
}

/** The alias is optional (a default is made from brand and last digits). */
export function cardAliasProblem(value: string | undefined | null): string | null {
  return (value ?? '').trim().length > CARD_ALIAS_MAX_LENGTH ? CARD_MESSAGES.aliasTooLong : null;
}

const BRAND_NAMES: Readonly<Record<CardBrand, string>> = { visa: 'Visa', mastercard: 'Mastercard' };

export function defaultCardAlias(brand: CardBrand, last4: string): string {
  return `${BRAND_NAMES[brand]} final ${last4}`;
}

/** How a saved card is listed: only the last four digits are known after tokenization. */
export function maskedCardNumber(last4: string): string {
  return `**** **** **** ${last4}`;
}

export interface NewCardInput {
  holder: string;
  number: string;
  expiry: string;
  cvv: string;
  alias?: string;
}

/** A new card that passed every rule, in the shapes the gateway takes. Holds the PAN and CVV: never log it. */
export interface CheckedCard {
  holder: string;
  number: string;
  brand: CardBrand;
  last4: string;
  expiry: string;
  cvv: string;
  alias: string;
}

export type NewCardCheck = { ok: true; card: CheckedCard } | { ok: false; problems: Partial<Record<keyof NewCardInput, string>> };

/** Every rule at once, so a form (or the API's 400) can name each wrong field. */
export function checkNewCard(input: NewCardInput, today: IsoDate): NewCardCheck {
  const problems: Partial<Record<keyof NewCardInput, string>> = {};
  const found = {
    holder: cardHolderProblem(input.holder),
    number: cardNumberProblem(input.number),
    expiry: cardExpiryProblem(input.expiry, today),
    cvv: cardCvvProblem(input.cvv),
    alias: cardAliasProblem(input.alias),
  };
  for (const [field, problem] of Object.entries(found)) if (problem) problems[field as keyof NewCardInput] = problem;
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const number = cardNumberDigits(input.number);
  const brand = acceptedCardBrand(number);
  const last4 = number.slice(-4);
  return {
    ok: true,
    card: {
      holder: normalizeCardHolder(input.holder),
      number,
      brand,
      last4,
      expiry: formatCardExpiry(parseCardExpiry(input.expiry) as CardExpiry),
      cvv: input.cvv.trim(),
      alias: input.alias?.trim() || defaultCardAlias(brand, last4),
    },
  };
}

/** docs/product/cards.md#paying-an-invoice: from 1 to 3 installments, 2.35% a month compounding by installment count. */
export const CARD_MAX_INSTALLMENTS = 3;
export const DEFAULT_CARD_INTEREST_RATE = 2.35;

export function installmentsProblem(value: unknown): string | null {
  const ok = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= CARD_MAX_INSTALLMENTS;
  return ok ? null : CARD_MESSAGES.installmentsInvalid;
}

export interface InstallmentPlan {
  installments: number;
  /** Each installment but the last. */
  installmentCents: number;
  /** The last one absorbs the cents the division leaves, so the installments add up to the total exactly. */
  lastInstallmentCents: number;
  /** What is charged: value × (1 + rate/100)^n, rounded to the cent. */
  totalCents: number;
}

/** Rates are kept to a millionth of the unit (0.0001 %), enough for any rate a provider types. */
const RATE_SCALE = 1_000_000n;

/**
 * The plan shown before confirming and charged at the gateway (docs/product/cards.md#paying-an-invoice): the total for n
 * installments is value × (1 + rate/100)^n, rounded half up to the cent, and it is split into n installments of
 * whole cents with the last absorbing the remainder (R$ 100,00 at 2.35% in 3x: 107,22 as 3 × 35,74; at 0% in 3x:
 * 33,33 + 33,33 + 33,34, never a cent more than the invoice). Computed in integers (BigInt), so no float error can
 * move a cent.
 */
export function installmentPlan(valueCents: number, installments: number, ratePercent = DEFAULT_CARD_INTEREST_RATE): InstallmentPlan {
  if (!Number.isSafeInteger(valueCents) || valueCents <= 0) throw new RangeError('valueCents must be a positive integer');
  if (installmentsProblem(installments)) throw new RangeError('installments must be an integer from 1 to 3');
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100) throw new RangeError('ratePercent must be from 0 to 100');
  const factor = RATE_SCALE + BigInt(Math.round(ratePercent * 10_000));
  const numerator = BigInt(valueCents) * factor ** BigInt(installments);
  const denominator = RATE_SCALE ** BigInt(installments);
  const totalCents = Number((2n * numerator + denominator) / (2n * denominator));
  const parts = splitIntoInstallments(totalCents, installments);
  return { installments, installmentCents: parts[0]!, lastInstallmentCents: parts.at(-1)!, totalCents };
}

/** The plans the payment screen offers, 1x to 3x. */
export function installmentPlans(valueCents: number, ratePercent = DEFAULT_CARD_INTEREST_RATE): InstallmentPlan[] {
  return Array.from({ length: CARD_MAX_INSTALLMENTS }, (_, i) => installmentPlan(valueCents, i + 1, ratePercent));
}

/** Splits a total into n installments of whole cents, the last one absorbing the remainder. */
export function splitIntoInstallments(totalCents: number, installments: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError('totalCents must be a non-negative integer');
  if (!Number.isInteger(installments) || installments < 1) throw new RangeError('installments must be a positive integer');
  const each = Math.floor(totalCents / installments);
  return Array.from({ length: installments }, (_, i) => (i === installments - 1 ? totalCents - each * (installments - 1) : each));
}
