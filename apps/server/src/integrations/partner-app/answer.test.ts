import { describe, expect, it } from 'vitest';
import { cleanPartnerText, jsonObject, readPartnerMessage, refusalByText, saysText } from './answer';

describe("a partner app's answer", () => {
  it('reads a JSON object, and nothing from an array or a text', () => {
    expect(jsonObject({ login: 'm' })).toEqual({ login: 'm' });
    expect(jsonObject([])).toBeUndefined();
    expect(jsonObject('text')).toBeUndefined();
    expect(jsonObject(undefined)).toBeUndefined();
  });

  it('reads the refusal text from message, else error, and no empty text', () => {
    expect(readPartnerMessage({ message: 'try another email' })).toBe('try another email');
    expect(readPartnerMessage({ error: 'nope' })).toBe('nope');
    expect(readPartnerMessage({ message: '', error: 'nope' })).toBe('nope');
    expect(readPartnerMessage({ message: 42 })).toBeUndefined();
    expect(readPartnerMessage('text')).toBeUndefined();
  });

  it('compares texts without accents, case, hyphens or punctuation', () => {
    expect(saysText('Erro: Try another E-MAIL!', 'try another email')).toBe(true);
    expect(saysText('Data de nascimento inválida', 'data de nascimento invalida')).toBe(true);
    expect(saysText('invalid email', 'try another email')).toBe(false);
    expect(saysText(undefined, 'try another email')).toBe(false);
  });

  it('keeps hyphens when asked: then e-mail is not email', () => {
    expect(saysText('Erro: E-mail já está em uso!', 'e-mail ja esta em uso', 'keep')).toBe(true);
    expect(saysText('email ja esta em uso', 'e-mail ja esta em uso', 'keep')).toBe(false);
    expect(saysText('e-mail: try another', 'try another email', 'keep')).toBe(false);
  });

  it('names a refusal by the first text the message says, else rejected', () => {
    const refusalOf = refusalByText([
      ['taken', 'try another'],
      ['email_in_use', 'try another email'],
    ]);
    expect(refusalOf('Try another e-mail')).toBe('taken');
    expect(refusalByText([['email_in_use', 'try another email']])('Try another e-mail')).toBe('email_in_use');
    expect(refusalByText([['email_in_use', 'try another email']], 'keep')('Try another e-mail')).toBe('rejected');
    expect(refusalOf('invalid birthdate')).toBe('rejected');
    expect(refusalOf(undefined)).toBe('rejected');
  });

  it("keeps a partner text bounded and without the call's secrets", () => {
    expect(cleanPartnerText('bad secret s3cr3t-value here', ['s3cr3t-value'])).toBe('bad secret [redacted] here');
    expect(cleanPartnerText('too short: abc', ['abc'])).toBe('too short: abc');
    expect(cleanPartnerText('x'.repeat(400), [])).toHaveLength(300);
    expect(cleanPartnerText(undefined, ['s3cr3t-value'])).toBeUndefined();
  });
});
