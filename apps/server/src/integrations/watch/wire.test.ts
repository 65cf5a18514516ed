import { describe, expect, it } from 'vitest';
import { insertForm, readAccessToken, readEnvelope, refusalOf } from './wire';

describe("Watch's wire", () => {
  it('builds the insert form from a subscriber', () => {
    expect(
      insertForm({ name: ' Maria ', email: ' m@x.co ', document: '12.345.678/0001-95', phone: '+55 (11) 98765-4321', packageId: '7' }),
    ).toEqual({
      pEmail: 'm@x.co',
      pName: 'Maria',
      pAssinanteIDIntegracao: '12345678000195',
      pPhone: '5511987654321',
      pPacote: '7',
    });
    expect(insertForm({ name: 'M', email: 'm@x.co', document: '52998224725' })).not.toHaveProperty('pPacote');
  });

  it('reads the envelope, and a bare error object as a refusal', () => {
    expect(readEnvelope({ HasError: false, IsValidationError: false, Result: { ticket: 'T' } })).toEqual({
      hasError: false,
      message: undefined,
      result: { ticket: 'T' },
    });
    expect(readEnvelope({ HasError: true, IsValidationError: true, ErrorMessage: 'cliente ja existe', Result: null })).toMatchObject({
      hasError: true,
      message: 'cliente ja existe',
    });
    expect(readEnvelope({ error: 'invalid_token' })).toMatchObject({ hasError: true, message: 'invalid_token' });
    expect(readEnvelope([])).toBeUndefined();
    expect(readEnvelope({ other: 1 })).toBeUndefined();
  });

  it('names the refusals from the partner texts whatever the accents, case and punctuation, but not without the hyphen', () => {
    expect(refusalOf('Cliente já existe.')).toBe('already_active');
    expect(refusalOf('Erro: E-mail já está em uso!')).toBe('email_in_use');
    expect(refusalOf('email ja esta em uso')).toBe('rejected');
    expect(refusalOf('e-mail invalido')).toBe('rejected');
    expect(refusalOf(undefined)).toBe('rejected');
  });

  it("reads the access token from Watch's Result[0] or RFC 6749's top level", () => {
    expect(readAccessToken({ HasError: false, IsValidationError: false, Result: [{ access_token: 'xyz' }] })).toBe('xyz');
    expect(readAccessToken({ access_token: 'abc', token_type: 'Bearer' })).toBe('abc');
    expect(readAccessToken({ Result: [] })).toBeUndefined();
    expect(readAccessToken({ Result: [{ access_token: '' }] })).toBeUndefined();
  });
});
