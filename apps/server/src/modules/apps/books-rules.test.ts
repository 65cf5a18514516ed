import { ACTIVATION_MESSAGES, BOOKS_MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { booksAccountProblems, splitPhone } from './books-rules';

describe('the phone of the books payload', () => {
  it('splits the area code from the number, without the country code', () => {
    expect(splitPhone('(51) 99876-5432')).toEqual({ ddd: '51', telefone: '998765432' });
    expect(splitPhone('+55 51 3333-4444')).toEqual({ ddd: '51', telefone: '33334444' });
  });

  it('keeps a number too short to hold an area code whole', () => {
    expect(splitPhone('3333-4444')).toEqual({ ddd: '', telefone: '33334444' });
    expect(splitPhone(null)).toEqual({ ddd: '', telefone: '' });
  });
});

describe('the Toca Livros account asked for', () => {
  it('has no problem with a user, a password of 6 to 30 and a valid e-mail', () => {
    expect(booksAccountProblems({ contract_id: '1', user: 'maria', password: '123456', email: 'maria@example.com' })).toEqual({});
  });

  it('names every missing or invalid field', () => {
    expect(booksAccountProblems({ contract_id: '1' })).toEqual({
      user: BOOKS_MESSAGES.userRequired,
      password: BOOKS_MESSAGES.passwordRequired,
      email: ACTIVATION_MESSAGES.emailRequired,
    });
    expect(booksAccountProblems({ contract_id: '1', user: ' u ', password: '12345', email: 'maria@' })).toEqual({
      password: BOOKS_MESSAGES.passwordLength,
      email: ACTIVATION_MESSAGES.emailInvalid,
    });
  });
});
