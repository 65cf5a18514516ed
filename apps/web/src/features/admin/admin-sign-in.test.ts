import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { errorsOf } from '@/lib/use-yup-form';
import { adminSignInFailureText } from './admin-sign-in';
import { adminSignInSchema } from './admin-sign-in-schema';

/** The warnings, in the order of the fields. */
function messages(values: { email: string; password: string }): string[] {
  return Object.values(errorsOf(adminSignInSchema, values));
}

describe('adminSignInSchema', () => {
  it('asks for a valid e-mail and a password', () => {
    expect(messages({ email: '', password: '' })).toEqual(['Por favor, informe um e-mail válido', 'Por favor, informe uma senha']);
    expect(messages({ email: 'admin@', password: 'x' })).toEqual(['Por favor, informe um e-mail válido']);
    expect(messages({ email: 'admin@central.example', password: 'x' })).toEqual([]);
  });
});

describe('adminSignInFailureText', () => {
  it('names each failure with its own text', () => {
    expect(adminSignInFailureText(new ApiError(401, 'X', 'whatever'))).toBe('Credenciais inválidas');
    expect(adminSignInFailureText(new ApiError(403, 'X', 'whatever'))).toBe('Dados inválidos');
    expect(adminSignInFailureText(new ApiError(500, 'X', 'Falha ao se comunicar com o servidor'))).toBe('Falha ao acessar');
    expect(adminSignInFailureText(new TypeError('boom'))).toBe('Falha ao acessar');
  });

  it("shows the server's own words for a bad field and a lock-out", () => {
    expect(adminSignInFailureText(new ApiError(400, 'X', 'Por favor, informe um e-mail válido'))).toBe(
      'Por favor, informe um e-mail válido',
    );
    expect(adminSignInFailureText(new ApiError(429, 'X', 'Muitas tentativas'))).toBe('Muitas tentativas');
  });
});
