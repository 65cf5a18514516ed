import { describe, expect, it } from 'vitest';
import { CieloError } from './errors';
import { saleOutcome, unknownSale } from './sale-outcome';
import { verdictOfStatus } from './status';

const PAYMENT_ID = 'c3ec8ec4-1ed5-4f8d-afc3-19b18e5962a8';

function created(payment: Record<string, unknown>, status = 201) {
  return {
    status,
    body: {
      MerchantOrderId: 'C42INV1234A1',
      Customer: { Name: 'Maria Souza' },
      Payment: {
        PaymentId: PAYMENT_ID,
        Amount: 10_722,
        Installments: 3,
        CreditCard: { CardNumber: '411111******1111', Brand: 'Visa' },
        Tid: '0310025036294',
        ProofOfSale: '5036294',
        AuthorizationCode: '319285',
        ...payment,
      },
    },
  };
}

describe('Cielo Status, read as Cielo says (not ReturnCode)', () => {
  it.each([
    [2, { verdict: 'approved', captured: true }],
    [1, { verdict: 'approved', captured: false }],
    [3, { verdict: 'declined' }],
    [13, { verdict: 'declined' }],
    [10, { verdict: 'declined' }],
    [11, { verdict: 'declined' }],
    [0, { verdict: 'unknown' }],
    [12, { verdict: 'unknown' }],
    [20, { verdict: 'unknown' }],
    [99, { verdict: 'unknown' }],
  ])('Status %i is %o', (status, verdict) => {
    expect(verdictOfStatus(status)).toEqual(verdict);
  });
});

describe('the outcome of POST /1/sales/', () => {
  it('is approved and captured on Status 2, with what the receipt needs and only the last 4 digits', () => {
    const outcome = saleOutcome(created({ Status: 2, ReturnCode: '6', ReturnMessage: 'Operation Successful', CapturedAmount: 10_722 }), []);
    expect(outcome).toEqual({
      outcome: 'approved',
      captured: true,
      sale: {
        paymentId: PAYMENT_ID,
        merchantOrderId: 'C42INV1234A1',
        status: 2,
        statusName: 'paymentConfirmed',
        amountCents: 10_722,
        capturedAmountCents: 10_722,
        installments: 3,
        returnCode: '6',
        returnMessage: 'Operation Successful',
        tid: '0310025036294',
        proofOfSale: '5036294',
        authorizationCode: '319285',
        cardLast4: '1111',
      },
    });
  });

  it('is declined on Status 3 whatever the ReturnCode, with the reason', () => {
    expect(saleOutcome(created({ Status: 3, ReturnCode: '4', ReturnMessage: 'Not Authorized' }), [])).toEqual({
      outcome: 'declined',
      paymentId: PAYMENT_ID,
      status: 3,
      returnCode: '4',
      returnMessage: 'Not Authorized',
    });
  });

  it('is unknown (pending) when the sale exists but is not finished', () => {
    expect(saleOutcome(created({ Status: 12 }), [])).toEqual({
      outcome: 'unknown',
      reason: 'pending',
      httpStatus: 201,
      paymentId: PAYMENT_ID,
    });
  });

  it('is unknown, never declined, when no answer or a 5xx came: the caller must query by order', () => {
    expect(unknownSale('timeout')).toEqual({ outcome: 'unknown', reason: 'timeout', httpStatus: 0 });
    expect(saleOutcome({ status: 500, body: { Message: 'An error has occurred.' } }, [])).toEqual({
      outcome: 'unknown',
      reason: 'unavailable',
      httpStatus: 500,
    });
    expect(saleOutcome({ status: 504, body: undefined }, [])).toEqual({ outcome: 'unknown', reason: 'unavailable', httpStatus: 504 });
    expect(saleOutcome({ status: 429, body: undefined }, [])).toEqual({ outcome: 'unknown', reason: 'unexpected_status', httpStatus: 429 });
    expect(saleOutcome({ status: 201, body: '<html>' }, [])).toEqual({ outcome: 'unknown', reason: 'malformed', httpStatus: 201 });
  });

  it("turns Cielo's 400 [{Code, Message}] into a typed rejection", () => {
    const answer = { status: 400, body: [{ Code: 126, Message: 'Credit Card Expiration Date is invalid' }] };
    const error = catchError(() => saleOutcome(answer, []));
    expect(error).toBeInstanceOf(CieloError);
    expect(error).toMatchObject({
      failure: 'rejected',
      httpStatus: 400,
      apiErrors: [{ code: 126, message: 'Credit Card Expiration Date is invalid' }],
    });
  });

  it.each([401, 403, 404, 405])('turns HTTP %i into a configuration error', (status) => {
    const error = catchError(() => saleOutcome({ status, body: { Message: 'Merchant not found' } }, []));
    expect(error).toMatchObject({ failure: 'configuration', httpStatus: status });
  });

  it("keeps the call's CVV and any card number out of Cielo's texts", () => {
    const echoed = created({ Status: 3, ReturnCode: '05', ReturnMessage: 'Declined 4111 1111 1111 1111 cvv 262' });
    expect(JSON.stringify(saleOutcome(echoed, ['262']))).not.toMatch(/4111|262/);
    const rejected = catchError(() =>
      saleOutcome({ status: 400, body: [{ Code: 146, Message: 'SecurityCode 262 invalid for 4111111111111111' }] }, ['262']),
    );
    expect(JSON.stringify({ ...(rejected as CieloError), message: (rejected as CieloError).message })).not.toMatch(/4111|262/);
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
