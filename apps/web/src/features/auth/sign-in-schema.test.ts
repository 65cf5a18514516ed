import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { signInSchema } from './sign-in-schema';

function messages(values: { cpfOrCnpj: string; password: string }): string[] {
  try {
    signInSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('signInSchema', () => {
  it('asks for both fields with the texts of SPEC section 8', () => {
    expect(messages({ cpfOrCnpj: '', password: '' })).toEqual(['Por favor informe um CPF/CNPJ', 'Por favor informe uma senha']);
  });

  it('rejects a CPF whose check digits are wrong', () => {
    expect(messages({ cpfOrCnpj: '529.982.247-24', password: 'x' })).toEqual(['Por favor informe um CPF/CNPJ válido']);
  });

  it('accepts a masked CPF or CNPJ', () => {
    expect(messages({ cpfOrCnpj: '529.982.247-25', password: 'x' })).toEqual([]);
    expect(messages({ cpfOrCnpj: '11.222.333/0001-81', password: 'x' })).toEqual([]);
  });
});
