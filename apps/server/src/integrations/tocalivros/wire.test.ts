import { describe, expect, it } from 'vitest';
import { saysText } from '../partner-app/answer';
import { PARTNER_TEXTS, readRegistered, readUsers, registrationBody } from './wire';

const account = {
  name: ' Maria ',
  user: ' maria ',
  password: ' p4ss ',
  email: ' m@x.co ',
  cpfCnpj: '12.345.678/0001-95',
  ddd: '(11)',
  telefone: '98765-4321',
  internalId: '812',
  contractId: '4021',
  birthdate: '1990-05-17',
};

describe("Toca Livros' wire", () => {
  it("builds the books payload in the spec's field names; the password as given; no birthdate when null", () => {
    expect(registrationBody(account)).toEqual({
      name: 'Maria',
      user: 'maria',
      password: ' p4ss ',
      email: 'm@x.co',
      cpf_cnpj: '12345678000195',
      ddd: '11',
      telefone: '987654321',
      internal_id: '812',
      contract_id: '4021',
      birthdate: '1990-05-17',
    });
    expect(registrationBody({ ...account, birthdate: null })).not.toHaveProperty('birthdate');
  });

  it('reads the answers, numeric ids as text, and nothing without them', () => {
    expect(readRegistered({ id: 42, user: 'maria' })).toEqual({ id: '42', user: 'maria' });
    expect(readRegistered({ user: 'maria' })).toBeUndefined();
    expect(readUsers({ users: [{ id: 'a1', user: 'maria', email: 'm@x.co', internal_id: '812', contract_id: 4021 }] })).toEqual([
      { id: 'a1', user: 'maria', email: 'm@x.co', internalId: '812', contractId: '4021' },
    ]);
    expect(readUsers({ users: [] })).toEqual([]);
    expect(readUsers({ users: [{ user: 'x' }] })).toBeUndefined();
    expect(readUsers({})).toBeUndefined();
  });

  it("recognises the spec's texts whatever the case and punctuation", () => {
    expect(saysText('Birthdate not exists.', PARTNER_TEXTS.birthdateMissing)).toBe(true);
    expect(saysText('Erro: TRY ANOTHER E-MAIL!', PARTNER_TEXTS.emailInUse)).toBe(true);
    expect(saysText('User already registered for this contract', PARTNER_TEXTS.alreadyRegistered)).toBe(true);
    expect(saysText('try another user', PARTNER_TEXTS.emailInUse)).toBe(false);
  });
});
