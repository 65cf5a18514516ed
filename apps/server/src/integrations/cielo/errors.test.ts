import { describe, expect, it } from 'vitest';
import { readPaymentIds } from './answers';
import { readApiErrors, redactSecrets, refusal } from './errors';

describe('Cielo error bodies', () => {
  it('reads the usual array and the bare object Zero Auth documents', () => {
    expect(
      readApiErrors([
        { Code: 126, Message: 'Credit Card Expiration Date is invalid' },
        { Code: 118, Message: 'Credit Card Number is required' },
      ]),
    ).toEqual([
      { code: 126, message: 'Credit Card Expiration Date is invalid' },
      { code: 118, message: 'Credit Card Number is required' },
    ]);
    expect(readApiErrors({ Code: 57, Message: 'Bandeira inválida' })).toEqual([{ code: 57, message: 'Bandeira inválida' }]);
    expect(readApiErrors('Not found')).toEqual([]);
    expect(readApiErrors(undefined)).toEqual([]);
  });

  it('maps a 404 to not_found only where an id was asked for', () => {
    expect(refusal({ status: 404, body: undefined }, 'GET /1/sales/{PaymentId}', [], 'not_found')).toMatchObject({ failure: 'not_found' });
    expect(refusal({ status: 404, body: undefined }, 'POST /1/card/', [], 'configuration')).toMatchObject({ failure: 'configuration' });
    expect(refusal({ status: 401, body: { Message: 'Merchant not found' } }, 'POST /1/card/', [], 'configuration')).toMatchObject({
      failure: 'configuration',
      httpStatus: 401,
    });
  });

  it('removes card numbers and the call secrets from texts', () => {
    expect(redactSecrets('bad card 4111 1111 1111 1111 or 4111-1111-1111-1111 or 5555555555554444', [])).toBe(
      'bad card [redacted] or [redacted] or [redacted]',
    );
    expect(redactSecrets('SecurityCode 262 invalid; code 1262 kept', ['262'])).toBe('SecurityCode [redacted] invalid; code 1262 kept');
    expect(redactSecrets('Operation Successful', ['262'])).toBe('Operation Successful');
  });
});

describe('the order query answer', () => {
  it("reads the manual's `Payment` list and the sandbox's `Payments`", () => {
    const items = [{ PaymentId: 'a' }, { PaymentId: 'b', ReceveidDate: '2026-11-23T12:00:00.000' }];
    expect(readPaymentIds({ Payment: items }, 'op')).toEqual(['a', 'b']);
    expect(readPaymentIds({ ReasonCode: 0, Payments: items }, 'op')).toEqual(['a', 'b']);
    expect(() => readPaymentIds({}, 'op')).toThrow(/Payment list/);
  });
});
