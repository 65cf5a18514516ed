import { describe, expect, it } from 'vitest';
import { errorsOf } from '@/lib/use-yup-form';
import { signInSchema, type SignInValues } from './sign-in-check';

const checkSignIn = (values: SignInValues) => errorsOf(signInSchema, values);

describe('signInSchema', () => {
  it('asks for both fields with the texts the product gives', () => {
    expect(checkSignIn({ cpfOrCnpj: '', password: '' })).toEqual({
      cpfOrCnpj: 'Por favor informe um CPF/CNPJ',
      password: 'Por favor informe uma senha',
    });
  });

  it('rejects a CPF whose check digits are wrong', () => {
    expect(checkSignIn({ cpfOrCnpj: '529.982.247-24', password: 'x' })).toEqual({ cpfOrCnpj: 'Por favor informe um CPF/CNPJ válido' });
  });

  it('accepts a masked CPF or CNPJ', () => {
    expect(checkSignIn({ cpfOrCnpj: '529.982.247-25', password: 'x' })).toEqual({});
    expect(checkSignIn({ cpfOrCnpj: '11.222.333/0001-81', password: 'x' })).toEqual({});
  });
});
