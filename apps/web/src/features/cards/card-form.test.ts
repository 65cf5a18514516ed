import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '@central/domain';
import { errorsOf } from '@/lib/use-yup-form';
import { cardFormSchema, formProblemsFrom, newCardBody, type CardFormValues } from './card-form';

const checkCardForm = (values: CardFormValues, today: string) => errorsOf(cardFormSchema, values, { today });

const TODAY = '2026-11-23';
const valid: CardFormValues = { holder: ' Maria  A. Silva ', number: '4111 1111 1111 1111', expiry: '08/30', cvv: '123' };

describe('new card form', () => {
  it('passes a Visa or Mastercard card that the server would take', () => {
    expect(checkCardForm(valid, TODAY)).toEqual({});
    expect(checkCardForm({ ...valid, number: '5555 5555 5555 4444' }, TODAY)).toEqual({});
  });

  it('names each wrong field with the texts the product gives', () => {
    expect(checkCardForm({ holder: '', number: '', expiry: '', cvv: '' }, TODAY)).toEqual({
      holder: CARD_MESSAGES.holderRequired,
      number: CARD_MESSAGES.numberRequired,
      expiry: 'Por favor, informe uma data',
      cvv: CARD_MESSAGES.cvvRequired,
    });
    expect(checkCardForm({ ...valid, number: '4111 1111 1111 1112' }, TODAY)).toEqual({ number: 'Número do cartão inválido' });
    expect(checkCardForm({ ...valid, expiry: '13/30' }, TODAY)).toEqual({ expiry: 'Mês inválido.' });
    expect(checkCardForm({ ...valid, expiry: '10/26' }, TODAY)).toEqual({ expiry: 'Cartão expirado.' });
    expect(checkCardForm({ ...valid, expiry: '1' }, TODAY)).toEqual({ expiry: 'Por favor, informe uma data válida' });
    expect(checkCardForm({ ...valid, cvv: '12' }, TODAY)).toEqual({ cvv: CARD_MESSAGES.cvvInvalid });
  });

  it('takes a card through the end of its expiry month', () => {
    expect(checkCardForm({ ...valid, expiry: '11/26' }, TODAY)).toEqual({});
  });

  it('sends the create payload: digits only, the holder trimmed and the expiry as MM/YYYY', () => {
    expect(newCardBody(valid)).toEqual({
      CardNumber: '4111111111111111',
      Holder: 'Maria A. Silva',
      ExpirationDate: '08/2030',
      SecurityCode: '123',
      Recurrent: false,
    });
  });

  it.each(['12/2030', '1230', '122030', '12 - 2030'])('sends %s, typed or pasted, as 12/2030', (expiry) => {
    expect(checkCardForm({ ...valid, expiry }, TODAY)).toEqual({});
    expect(newCardBody({ ...valid, expiry }).ExpirationDate).toBe('12/2030');
  });

  it("puts the server's per-field texts under the form's inputs", () => {
    expect(formProblemsFrom({ CardNumber: 'Número do cartão inválido', SecurityCode: 'CVV inválido' })).toEqual({
      problems: { number: 'Número do cartão inválido', cvv: 'CVV inválido' },
      rest: [],
    });
    expect(formProblemsFrom({ CardAlias: CARD_MESSAGES.aliasTooLong, Holder: CARD_MESSAGES.holderLength })).toEqual({
      problems: { holder: CARD_MESSAGES.holderLength },
      rest: [CARD_MESSAGES.aliasTooLong],
    });
  });
});
