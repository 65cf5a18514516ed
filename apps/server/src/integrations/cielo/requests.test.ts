import { describe, expect, it } from 'vitest';
import { saleBody, tokenizeBody, zeroAuthBody } from './requests';

const TOKEN = '6e1bf77a-b28b-4660-b14f-455e2a1c95e9';

describe('Cielo request bodies', () => {
  it('vaults a card with the fields of POST /1/card/', () => {
    expect(
      tokenizeBody({ customerName: 'Maria  Souza', number: '4111111111111111', holder: 'MARIA SOUZA', expiry: '03/2029', brand: 'visa' }),
    ).toEqual({
      CustomerName: 'Maria Souza',
      CardNumber: '4111111111111111',
      Holder: 'MARIA SOUZA',
      ExpirationDate: '03/2029',
      Brand: 'Visa',
    });
  });

  it("names Mastercard 'Master', as Cielo does", () => {
    expect(
      tokenizeBody({ customerName: 'M', number: '5555555555554444', holder: 'M S', expiry: '03/2029', brand: 'mastercard' }).Brand,
    ).toBe('Master');
    // The form's 26-character holder, cut to the 25 Cielo's field takes.
    expect(
      tokenizeBody({
        customerName: 'M',
        number: '4111111111111111',
        holder: 'MARIA APARECIDA DOS SANTOS',
        expiry: '03/2029',
        brand: 'visa',
      }).Holder,
    ).toBe('MARIA APARECIDA DOS SANTO');
  });

  it('checks an open card or a token with Zero Auth', () => {
    expect(
      zeroAuthBody({ card: { number: '5555555555554444', holder: 'M S', expiry: '12/2030', cvv: '123', brand: 'mastercard' } }),
    ).toEqual({
      CardType: 'CreditCard',
      CardNumber: '5555555555554444',
      Holder: 'M S',
      ExpirationDate: '12/2030',
      SecurityCode: '123',
      SaveCard: false,
      Brand: 'Master',
    });
    expect(zeroAuthBody({ cardToken: TOKEN, brand: 'visa' })).toEqual({ CardToken: TOKEN, SaveCard: false, Brand: 'Visa' });
  });

  it('makes a sale captured at once, interest by the merchant, with the tokenized card', () => {
    const body = saleBody({
      merchantOrderId: 'C42INV1234A1',
      amountCents: 10_722,
      installments: 3,
      cardToken: TOKEN,
      securityCode: '262',
      brand: 'visa',
      customerName: 'Maria Souza',
      softDescriptor: 'PROVEDOR',
    });
    expect(body).toEqual({
      MerchantOrderId: 'C42INV1234A1',
      Customer: { Name: 'Maria Souza' },
      Payment: {
        Type: 'CreditCard',
        Amount: 10_722,
        Installments: 3,
        Interest: 'ByMerchant',
        Capture: true,
        SoftDescriptor: 'PROVEDOR',
        CreditCard: { CardToken: TOKEN, SecurityCode: '262', Brand: 'Visa' },
      },
    });
  });

  it('leaves out the optional security code and soft descriptor', () => {
    const body = saleBody({
      merchantOrderId: 'A1',
      amountCents: 100,
      installments: 1,
      cardToken: TOKEN,
      brand: 'mastercard',
      customerName: 'X',
    });
    expect(body.Payment).not.toHaveProperty('SoftDescriptor');
    expect(body.Payment.CreditCard).toEqual({ CardToken: TOKEN, Brand: 'Master' });
  });

  it.each([
    [{ merchantOrderId: 'order-1' }, 'merchantOrderId'],
    [{ merchantOrderId: 'A'.repeat(37) }, 'merchantOrderId'],
    [{ amountCents: 0 }, 'amountCents'],
    [{ amountCents: 10.5 }, 'amountCents'],
    [{ installments: 0 }, 'installments'],
    [{ softDescriptor: 'MUITO LONGO DEMAIS' }, 'softDescriptor'],
    [{ customerName: '  ' }, 'customerName'],
  ])('refuses a sale with %o as a bug of the caller', (override, field) => {
    const sale = {
      merchantOrderId: 'A1',
      amountCents: 100,
      installments: 1,
      cardToken: TOKEN,
      brand: 'visa' as const,
      customerName: 'X',
      ...override,
    };
    expect(() => saleBody(sale)).toThrow(new RegExp(field));
  });

  it('wants the expiry as MM/YYYY', () => {
    expect(() => tokenizeBody({ customerName: 'M', number: '4111111111111111', holder: 'M', expiry: '03/29', brand: 'visa' })).toThrow(
      /MM\/YYYY/,
    );
  });
});
