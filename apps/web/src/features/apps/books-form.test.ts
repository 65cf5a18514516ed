import { describe, expect, it } from 'vitest';
import { ACTIVATION_MESSAGES, APP_MESSAGES, BOOKS_MESSAGES } from '@central/domain';
import type { BooksPayload } from '@central/domain/api';
import { ApiError } from '@/lib/http';
import { booksActivationBody, booksFailure, booksInitialValues, booksSchema } from './books-form';

const payload: BooksPayload = {
  name: 'Maria Souza',
  user: '52998224725',
  password: '',
  email: 'maria@example.com',
  cpf_cnpj: '529.982.247-25',
  ddd: '11',
  telefone: '987654321',
  internal_id: '1001',
  contract_id: '2001',
  customer_app_id: 'app-1',
  is_active: false,
};

const problemsOf = (values: Partial<ReturnType<typeof booksInitialValues>>) => {
  try {
    booksSchema.validateSync({ ...booksInitialValues(payload), password: 'segredo1', ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('booksSchema', () => {
  it('accepts the prefilled payload with a password of 6 to 30 characters', () => {
    expect(problemsOf({ password: 'abcdef' })).toEqual([]);
    expect(problemsOf({ password: 'a'.repeat(30) })).toEqual([]);
  });

  it("refuses with the server's texts: no user, no or a short or long password, a bad e-mail", () => {
    expect(problemsOf({ user: ' ' })).toEqual([BOOKS_MESSAGES.userRequired]);
    expect(problemsOf({ password: '' })).toEqual([BOOKS_MESSAGES.passwordRequired]);
    expect(problemsOf({ password: 'abcde' })).toEqual([BOOKS_MESSAGES.passwordLength]);
    expect(problemsOf({ password: 'a'.repeat(31) })).toEqual([BOOKS_MESSAGES.passwordLength]);
    expect(problemsOf({ email: '' })).toEqual([ACTIVATION_MESSAGES.emailRequired]);
    expect(problemsOf({ email: 'maria@' })).toEqual([ACTIVATION_MESSAGES.emailInvalid]);
  });
});

describe('booksInitialValues and booksActivationBody', () => {
  it('prefills from the payload, never the password', () => {
    expect(booksInitialValues({ ...payload, password: 'x' })).toEqual({
      name: 'Maria Souza',
      user: '52998224725',
      password: '',
      email: 'maria@example.com',
    });
  });

  it('sends the app on its contract with the values trimmed, the password as typed', () => {
    expect(booksActivationBody(payload, { name: ' Maria ', user: ' maria ', password: ' senha1 ', email: ' m@example.com ' })).toEqual({
      contract_id: '2001',
      customer_app_id: 'app-1',
      name: 'Maria',
      user: 'maria',
      password: ' senha1 ',
      email: 'm@example.com',
    });
  });
});

describe('booksFailure', () => {
  it('puts refused fields under them: errors when invalid, a warning for an e-mail in use', () => {
    const invalid = new ApiError(400, 'BOOKS_INVALID_FIELDS', 'Dados inválidos', {
      user: BOOKS_MESSAGES.userRequired,
      password: BOOKS_MESSAGES.passwordLength,
    });
    expect(booksFailure(invalid)).toEqual({
      fields: {
        user: { validationState: 'error', validationMessage: BOOKS_MESSAGES.userRequired },
        password: { validationState: 'error', validationMessage: BOOKS_MESSAGES.passwordLength },
      },
      notice: null,
      persistent: false,
    });
    const inUse = new ApiError(409, 'APP_EMAIL_IN_USE', ACTIVATION_MESSAGES.emailInUse, { email: ACTIVATION_MESSAGES.emailInUse });
    expect(booksFailure(inUse).fields).toEqual({
      email: { validationState: 'warning', validationMessage: ACTIVATION_MESSAGES.emailInUse },
    });
  });

  it('keeps the missing birth date as a warning that stays', () => {
    const birthdate = new ApiError(409, 'APP_BIRTHDATE_MISSING', BOOKS_MESSAGES.birthdateMissing);
    expect(booksFailure(birthdate)).toEqual({
      fields: {},
      notice: { intent: 'warning', text: BOOKS_MESSAGES.birthdateMissing },
      persistent: true,
    });
  });

  it('warns of an app active already, and shows the failure text for a partner failure or a lost connection', () => {
    const active = new ApiError(409, 'APP_ALREADY_ACTIVE', ACTIVATION_MESSAGES.alreadyActive);
    expect(booksFailure(active)).toEqual({
      fields: {},
      notice: { intent: 'warning', text: ACTIVATION_MESSAGES.alreadyActive },
      persistent: false,
    });
    const down = new ApiError(502, 'APP_ACTIVATION_FAILED', APP_MESSAGES.activationFailure);
    expect(booksFailure(down).notice).toEqual({ intent: 'error', text: APP_MESSAGES.activationFailure });
    expect(booksFailure(new TypeError('offline')).notice).toEqual({ intent: 'error', text: APP_MESSAGES.activationFailure });
  });
});
