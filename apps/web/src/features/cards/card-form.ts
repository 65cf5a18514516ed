import {
  cardNumberDigits,
  checkNewCard,
  formatCardExpiry,
  normalizeCardHolder,
  parseCardExpiry,
  todayIn,
  type IsoDate,
} from '@central/domain';
import type { NewCardBody } from '@central/domain/api';
import type { FieldProblems } from '@/lib/use-checked-form';

/** SPEC section 2, New card: the masks of the number, the expiry (MM/YY) and the CVV. */
export const CARD_MASKS = {
  number: '0000 0000 0000 0000',
  expiry: '00/00',
  cvv: '000',
} as const;

export type CardFormValues = { holder: string; number: string; expiry: string; cvv: string };

export const EMPTY_CARD_FORM: CardFormValues = { holder: '', number: '', expiry: '', cvv: '' };

/** Today in this browser's zone; the server checks again with the provider's. */
export const browserToday = (): IsoDate => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The rules the server runs (packages/domain card.ts), field by field, in the form's names. */
export function checkCardForm(values: CardFormValues, today: IsoDate): FieldProblems<CardFormValues> {
  const check = checkNewCard(values, today);
  if (check.ok) return {};
  const { holder, number, expiry, cvv } = check.problems;
  return Object.fromEntries(
    Object.entries({ holder, number, expiry, cvv }).filter(([, problem]) => problem),
  ) as FieldProblems<CardFormValues>;
}

/** SPEC section 3's create payload: the number without spaces and the expiry as MM/YYYY. */
export function newCardBody(values: CardFormValues): NewCardBody {
  const expiry = parseCardExpiry(values.expiry);
  return {
    CardNumber: cardNumberDigits(values.number),
    Holder: normalizeCardHolder(values.holder),
    ExpirationDate: expiry ? formatCardExpiry(expiry) : values.expiry,
    SecurityCode: values.cvv.trim(),
    Recurrent: false,
  };
}

/** The payload's names (the keys of a 400's `fields`) as the form's fields. */
const FORM_FIELD: Readonly<Record<string, keyof CardFormValues>> = {
  Holder: 'holder',
  CardNumber: 'number',
  ExpirationDate: 'expiry',
  SecurityCode: 'cvv',
};

/** The server's per-field texts under the form's inputs; `rest` holds any the form has no input for (the alias). */
export function formProblemsFrom(fields: Readonly<Record<string, string>>): { problems: FieldProblems<CardFormValues>; rest: string[] } {
  const problems: FieldProblems<CardFormValues> = {};
  const rest: string[] = [];
  for (const [name, text] of Object.entries(fields)) {
    const field = FORM_FIELD[name];
    if (field) problems[field] = text;
    else rest.push(text);
  }
  return { problems, rest };
}
