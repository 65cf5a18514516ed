import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardAliasProblem,
  cardCvvProblem,
  cardExpiryProblem,
  cardHolderProblem,
  cardNumberProblem,
  checkNewCard,
  detectCardBrand,
  formatCardExpiry,
  installmentPlan,
  installmentPlans,
  installmentsProblem,
  maskedCardNumber,
  parseCardExpiry,
  passesLuhn,
  splitIntoInstallments,
} from './card';

/** Completes a prefix with the Luhn check digit, to build valid numbers of any BIN. */
function withCheckDigit(partial: string): string {
  for (let digit = 0; digit <= 9; digit++) if (passesLuhn(`${partial}${digit}`)) return `${partial}${digit}`;
  throw new Error('unreachable');
}

const TODAY = '2026-11-23';

describe('card number', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4012888888881881', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105 1051 0510 5100', 'mastercard'],
    [withCheckDigit('222100000000000'), 'mastercard'],
    [withCheckDigit('272099000000000'), 'mastercard'],
  ])('accepts %s as %s', (number, brand) => {
    expect(cardNumberProblem(number)).toBeNull();
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('asks for the number when it is empty', () => {
    expect(cardNumberProblem('')).toBe(CARD_MESSAGES.numberRequired);
    expect(cardNumberProblem('   ')).toBe(CARD_MESSAGES.numberRequired);
  });

  it.each([
    ['4111111111111112', 'fails the Luhn check'],
    ['4111-1111-1111-1111', 'has characters other than digits and spaces'],
    ['411111111111111', 'has 15 digits'],
    [withCheckDigit('411111111111111111'), 'is a 19-digit Visa (only 16 is accepted)'],
    [withCheckDigit('411111111111'), 'is a 13-digit Visa (retired by Visa, only 16 is accepted)'],
  ])("says 'Número do cartão inválido' when it %s", (number) => {
    expect(cardNumberProblem(number)).toBe('Número do cartão inválido');
  });

  it.each([
    ['378282246310005', 'American Express'],
    ['30569309025904', 'Diners'],
    ['6062825624254001', 'Hipercard'],
    [withCheckDigit('401178000000000'), 'Elo on a Visa-looking BIN (401178)'],
    [withCheckDigit('504175000000000'), 'Elo on a Mastercard-looking BIN (504175)'],
    [withCheckDigit('506700000000000'), 'Elo (5067)'],
    [withCheckDigit('272100000000000'), 'just past the Mastercard 2-series (2721)'],
    [withCheckDigit('560000000000000'), 'Maestro (56)'],
    [withCheckDigit('123456789012345'), 'no network at all'],
  ])('refuses %s (%s) as not Visa or Mastercard', (number) => {
    expect(cardNumberProblem(number)).toBe(CARD_MESSAGES.brandNotAccepted);
  });

  it('tells the brand only once the digits typed decide it', () => {
    expect(detectCardBrand('4')).toBeNull();
    expect(detectCardBrand('4111')).toBe('visa');
    expect(detectCardBrand('5500')).toBe('mastercard');
    expect(detectCardBrand('3782')).toBe('other');
  });

  it('checks Luhn digits', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('masks a saved card as the list shows it', () => {
    expect(maskedCardNumber('1234')).toBe('**** **** **** 1234');
  });
});

describe('card expiry', () => {
  it.each(['11/26', '11/2026', '12/2030', '01/45'])('accepts %s on 23/11/2026', (expiry) => {
    expect(cardExpiryProblem(expiry, TODAY)).toBeNull();
  });
  it.each([
    ['', 'Por favor, informe uma data'],
    ['1/26', 'Por favor, informe uma data válida'],
    ['12/203', 'Por favor, informe uma data válida'],
    ['12/20301', 'Por favor, informe uma data válida'],
    ['12//30', 'Por favor, informe uma data válida'],
    ['12/1999', 'Por favor, informe uma data válida'],
    ['12/2099', 'Por favor, informe uma data válida'],
    ['13/2027', 'Mês inválido.'],
    ['00/27', 'Mês inválido.'],
    ['10/2026', 'Cartão expirado.'],
    ['12/25', 'Cartão expirado.'],
  ])("'%s' gives '%s'", (expiry, message) => {
    expect(cardExpiryProblem(expiry, TODAY)).toBe(message);
  });
  it.each([
    ['12/30', '12/2030'],
    ['12/2030', '12/2030'],
    ['1230', '12/2030'],
    ['122030', '12/2030'],
    [' 12 / 2030 ', '12/2030'],
    ['12-2030', '12/2030'],
    ['12 - 30', '12/2030'],
    ['12 2030', '12/2030'],
    ['12.30', '12/2030'],
  ])("reads '%s' as it is typed or pasted, and sends %s", (typed, sent) => {
    expect(cardExpiryProblem(typed, TODAY)).toBeNull();
    expect(formatCardExpiry(parseCardExpiry(typed)!)).toBe(sent);
  });
  it('keeps a card good through the last day of its month', () => {
    expect(cardExpiryProblem('11/2026', '2026-11-30')).toBeNull();
    expect(cardExpiryProblem('11/2026', '2026-12-01')).toBe('Cartão expirado.');
  });
});

describe('CVV, holder and alias', () => {
  it('wants exactly 3 digits of CVV', () => {
    expect(cardCvvProblem('123')).toBeNull();
    expect(cardCvvProblem('')).toBe(CARD_MESSAGES.cvvRequired);
    expect(cardCvvProblem('12')).toBe(CARD_MESSAGES.cvvInvalid);
    expect(cardCvvProblem('1234')).toBe(CARD_MESSAGES.cvvInvalid);
    expect(cardCvvProblem('12a')).toBe(CARD_MESSAGES.cvvInvalid);
  });
  it.each(['Jo', "Maria D'Ávila", 'José da Silva-Santos Jr.', 'A'.repeat(26)])('accepts the holder %s', (holder) => {
    expect(cardHolderProblem(holder)).toBeNull();
  });
  it.each([
    ['', CARD_MESSAGES.holderRequired],
    ['   ', CARD_MESSAGES.holderRequired],
    ['J', CARD_MESSAGES.holderLength],
    ['A'.repeat(27), CARD_MESSAGES.holderLength],
    ['. - .', CARD_MESSAGES.holderInvalid],
    ['João 2º', CARD_MESSAGES.holderInvalid],
  ])("refuses the holder '%s'", (holder, message) => {
    expect(cardHolderProblem(holder)).toBe(message);
  });
  it('takes an optional alias of up to 30 characters', () => {
    expect(cardAliasProblem(undefined)).toBeNull();
    expect(cardAliasProblem('Cartão da empresa')).toBeNull();
    expect(cardAliasProblem('x'.repeat(31))).toBe(CARD_MESSAGES.aliasTooLong);
  });
});

describe('a whole new card', () => {
  it('gives the gateway shapes of a good card', () => {
    const check = checkNewCard({ holder: '  Maria   Silva ', number: '5555 5555 5555 4444', expiry: '03/29', cvv: '123' }, TODAY);
    expect(check).toEqual({
      ok: true,
      card: {
        holder: 'Maria Silva',
        number: '5555555555554444',
        brand: 'mastercard',
        last4: '4444',
        expiry: '03/2029',
        cvv: '123',
        alias: 'Mastercard final 4444',
      },
    });
  });
  it('names every wrong field at once', () => {
    const check = checkNewCard({ holder: '', number: '4111111111111112', expiry: '13/29', cvv: '', alias: '' }, TODAY);
    expect(check).toEqual({
      ok: false,
      problems: {
        holder: CARD_MESSAGES.holderRequired,
        number: 'Número do cartão inválido',
        expiry: 'Mês inválido.',
        cvv: CARD_MESSAGES.cvvRequired,
      },
    });
  });
});

describe('installments', () => {
  it.each([1, 2, 3])('accepts %i installments', (n) => {
    expect(installmentsProblem(n)).toBeNull();
  });
  it.each([0, 4, 1.5, '2', null, undefined, Number.NaN])('refuses %s installments with its own text', (n) => {
    expect(installmentsProblem(n)).toBe('Número de parcelas inválido. Deve ser um número inteiro entre 1 e 3.');
  });

  it('compounds 2.35% a month by installment count, the total rounded to the cent', () => {
    // R$ 100,00: exact totals 102,35 / 104,755225 / 107,21697…
    expect(installmentPlans(10_000)).toEqual([
      { installments: 1, installmentCents: 10_235, lastInstallmentCents: 10_235, totalCents: 10_235 },
      { installments: 2, installmentCents: 5_238, lastInstallmentCents: 5_238, totalCents: 10_476 },
      { installments: 3, installmentCents: 3_574, lastInstallmentCents: 3_574, totalCents: 10_722 },
    ]);
  });

  it('rounds the total half up, computed exactly, and the last installment absorbs the remainder', () => {
    // 10,00 × 1.0235 = 10,235 exactly: half a cent goes up.
    expect(installmentPlan(1_000, 1)).toEqual({ installments: 1, installmentCents: 1_024, lastInstallmentCents: 1_024, totalCents: 1_024 });
    // 10,00 × 1.0235² = 10,4755225
    expect(installmentPlan(1_000, 2)).toEqual({ installments: 2, installmentCents: 524, lastInstallmentCents: 524, totalCents: 1_048 });
    // 1,00 × 1.0235² = 1,04755225: 1,05 as 0,52 + 0,53
    expect(installmentPlan(100, 2)).toEqual({ installments: 2, installmentCents: 52, lastInstallmentCents: 53, totalCents: 105 });
  });

  it('takes a provider rate, and at zero charges exactly the value', () => {
    expect(installmentPlan(10_000, 3, 0)).toEqual({
      installments: 3,
      installmentCents: 3_333,
      lastInstallmentCents: 3_334,
      totalCents: 10_000,
    });
    expect(installmentPlan(9_999, 3, 0)).toEqual({
      installments: 3,
      installmentCents: 3_333,
      lastInstallmentCents: 3_333,
      totalCents: 9_999,
    });
    // 100,00 × 1.0199² = 104,019601
    expect(installmentPlan(10_000, 2, 1.99)).toEqual({
      installments: 2,
      installmentCents: 5_201,
      lastInstallmentCents: 5_201,
      totalCents: 10_402,
    });
  });

  it('always adds up: the installments make the total, which is the exact figure to the nearest cent', () => {
    for (let cents = 1; cents <= 50_000; cents += 37) {
      for (const plan of installmentPlans(cents)) {
        expect(plan.installmentCents * (plan.installments - 1) + plan.lastInstallmentCents).toBe(plan.totalCents);
        expect(plan.lastInstallmentCents - plan.installmentCents).toBeGreaterThanOrEqual(0);
        expect(plan.lastInstallmentCents - plan.installmentCents).toBeLessThan(plan.installments);
        expect(Math.abs(plan.totalCents - cents * 1.0235 ** plan.installments)).toBeLessThanOrEqual(0.5 + 1e-6);
      }
    }
  });

  it('refuses impossible plans loudly, as bugs of the caller', () => {
    expect(() => installmentPlan(0, 1)).toThrow(RangeError);
    expect(() => installmentPlan(100.5, 1)).toThrow(RangeError);
    expect(() => installmentPlan(100, 4)).toThrow(RangeError);
    expect(() => installmentPlan(100, 1, -1)).toThrow(RangeError);
  });

  it('splits any other total with the last installment absorbing the remainder', () => {
    expect(splitIntoInstallments(10_000, 3)).toEqual([3_333, 3_333, 3_334]);
    expect(splitIntoInstallments(10_722, 3)).toEqual([3_574, 3_574, 3_574]);
    expect(splitIntoInstallments(1, 2)).toEqual([0, 1]);
  });
});
