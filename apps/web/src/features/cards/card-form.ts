import { object, string, type ObjectSchema } from 'yup';
import {
  cardCvvProblem,
  cardExpiryProblem,
  cardHolderProblem,
  cardNumberDigits,
  cardNumberProblem,
  formatCardExpiry,
  MASKS,
  normalizeCardHolder,
  parseCardExpiry,
  todayIn,
  type IsoDate,
} from '@central/domain';
import type { NewCardBody } from '@central/domain/api';
import type { FieldErrors } from '@/lib/use-yup-form';
import { byRule } from '@/lib/yup-fields';

/** docs/product/subscriber.md#saved-cards: the masks of the number, the expiry (MM/AA or MM/AAAA) and the CVV. */
export const CARD_MASKS = {
  number: '0000 0000 0000 0000',
  expiry: MASKS.cardExpiry,
  cvv: '000',
} as const;

export type CardFormValues = { holder: string; number: string; expiry: string; cvv: string };

export const EMPTY_CARD_FORM: CardFormValues = { holder: '', number: '', expiry: '', cvv: '' };

/** Today in this browser's zone; the server checks again with the provider's. */
export const browserToday = (): IsoDate => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** What the expiry is checked against: today, in the browser's zone (browserToday). */
export type CardFormContext = { today: IsoDate };

/** The rules the server runs (packages/domain card.ts, checkNewCard), field by field, in the form's names. */
export const cardFormSchema: ObjectSchema<CardFormValues, CardFormContext> = object({
  holder: string().defined().test('holder', byRule(cardHolderProblem)),
  number: string().defined().test('number', byRule(cardNumberProblem)),
  expiry: string()
    .defined()
    .test(
      'expiry',
      byRule((expiry: string, context) => cardExpiryProblem(expiry, (context.options.context as CardFormContext).today)),
    ),
  cvv: string().defined().test('cvv', byRule(cardCvvProblem)),
});

/** The create payload (docs/product/subscriber.md#saved-cards): the number without spaces and the expiry as MM/YYYY. */
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
export function formProblemsFrom(fields: Readonly<Record<string, string>>): { problems: FieldErrors<CardFormValues>; rest: string[] } {
  const problems: FieldErrors<CardFormValues> = {};
  const rest: string[] = [];
  for (const [name, text] of Object.entries(fields)) {
    const field = FORM_FIELD[name];
    if (field) problems[field] = text;
    else rest.push(text);
  }
  return { problems, rest };
}
