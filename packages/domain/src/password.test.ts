import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { newPasswordProblem } from './password';
import { isWellFormedVerificationCode } from './verification-code';

describe('new password', () => {
  it.each([
    [undefined, MESSAGES.newPasswordRequired],
    ['', MESSAGES.newPasswordRequired],
    ['12345', MESSAGES.passwordTooShort],
    ['x'.repeat(31), MESSAGES.passwordTooLong],
    ['123456', null],
    ['x'.repeat(30), null],
  ])('%s -> %s', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });
});

describe('verification code', () => {
  it('has 9 digits, masked or bare', () => {
    expect(isWellFormedVerificationCode('123-456-789')).toBe(true);
    expect(isWellFormedVerificationCode('123456789')).toBe(true);
    expect(isWellFormedVerificationCode('12345678')).toBe(false);
    expect(isWellFormedVerificationCode('12345678a')).toBe(false);
  });
});
