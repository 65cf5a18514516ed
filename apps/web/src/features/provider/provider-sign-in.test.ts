import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { errorsOf } from '@/lib/use-yup-form';
import { providerSignInFailureText } from './provider-sign-in';
import { providerSignInSchema } from './provider-sign-in-schema';

/** The warnings, in the order of the fields. */
function messages(values: { client_id: string; password: string }): string[] {
  return Object.values(errorsOf(providerSignInSchema, values));
}

describe('providerSignInSchema', () => {
  it("says 'Usuário ou senha não informados' for whichever is missing", () => {
    expect(messages({ client_id: ' ', password: 'x' })).toEqual(['Usuário ou senha não informados']);
    expect(messages({ client_id: 'demo', password: '' })).toEqual(['Usuário ou senha não informados']);
    expect(messages({ client_id: 'demo', password: 'x' })).toEqual([]);
  });
});

describe('providerSignInFailureText', () => {
  it('names each failure with its own text', () => {
    expect(providerSignInFailureText(new ApiError(400, 'X', 'Usuário ou senha não informados'))).toBe('Usuário ou senha não informados');
    expect(providerSignInFailureText(new ApiError(401, 'X', 'x'))).toBe('Credenciais inválidas');
    expect(providerSignInFailureText(new ApiError(403, 'X', 'x'))).toBe('Falha ao acessar');
    expect(providerSignInFailureText(new ApiError(502, 'X', 'x'))).toBe('Falha ao acessar');
  });
});
