import { describe, expect, it } from 'vitest';
import { failureTest, PartnerAppError, refusalError, refuseByStatus } from './errors';

class ExampleError extends PartnerAppError<'taken' | 'rejected' | 'unauthorized' | 'unavailable'> {
  static override readonly partner = 'Example';
  override readonly name = 'ExampleError';
}

const thrownBy = (status: number) => {
  try {
    refuseByStatus(ExampleError, 'GET /users', status, 'check the token');
  } catch (error) {
    return error as ExampleError;
  }
  return undefined;
};

describe("a partner app's errors", () => {
  it('name the partner and the operation, and keep the status and the text', () => {
    const error = refusalError(ExampleError, 'taken', 'POST /users', 409, 'user taken');
    expect(error).toBeInstanceOf(ExampleError);
    expect(error).toMatchObject({ message: 'Example POST /users: user taken', httpStatus: 409, partnerMessage: 'user taken' });
    expect(refusalError(ExampleError, 'rejected', 'POST /users', 422, undefined).message).toBe('Example POST /users: HTTP 422');
  });

  it('read 401/403 as unauthorized and 5xx as unavailable, leaving any other status', () => {
    expect(thrownBy(401)).toMatchObject({ failure: 'unauthorized', message: 'Example GET /users: HTTP 401: check the token' });
    expect(thrownBy(403)).toMatchObject({ failure: 'unauthorized', httpStatus: 403 });
    expect(thrownBy(502)).toMatchObject({ failure: 'unavailable', message: 'Example GET /users: HTTP 502' });
    expect([200, 302, 400, 404, 499].map(thrownBy)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('tell one failure of one adapter', () => {
    const isExampleFailure = failureTest(ExampleError);
    expect(isExampleFailure(new ExampleError('taken', 'x', 'op'), 'taken')).toBe(true);
    expect(isExampleFailure(new ExampleError('rejected', 'x', 'op'), 'taken')).toBe(false);
    expect(isExampleFailure(Object.assign(new Error('x'), { failure: 'taken' }), 'taken')).toBe(false);
  });
});
