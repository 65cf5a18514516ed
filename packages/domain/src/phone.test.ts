import { describe, expect, it } from 'vitest';
import { formatBrazilianPhone, isValidBrazilianPhone, nationalPhoneDigits } from './phone';

describe('Brazilian phone', () => {
  it.each(['(61) 99304-0271', '61993040271', '(11) 3304-0271', '1133040271'])('accepts %s', (phone) => {
    expect(isValidBrazilianPhone(phone)).toBe(true);
  });
  it.each([
    ['(61) 89304-0271', 'an 11-digit number must start with 9 after the area code'],
    ['(20) 99304-0271', 'area code 20 does not exist'],
    ['(10) 3304-0271', 'area code 10 does not exist'],
    ['(11) 99999-9999', 'repeated digits after the area code'],
    ['11111111111', 'one repeated digit'],
    ['(61) 9930-027', 'too short'],
    ['(61) 99304-02711', 'too long'],
  ])('refuses %s: %s', (phone) => {
    expect(isValidBrazilianPhone(phone)).toBe(false);
  });
  it.each([
    ['+55 (61) 99304-0271', '61993040271'],
    ['55 61 99304-0271', '61993040271'],
    ['+55 61 3304-0271', '6133040271'],
    ['061 99304-0271', '61993040271'],
    ['(061) 3304-0271', '6133040271'],
    ['+55 061 99304-0271', '61993040271'],
    ['0055 61 99304-0271', '61993040271'],
    ['(55) 99123-4567', '55991234567'],
    ['0', ''],
  ])('reads %s as the national number %s', (typed, national) => {
    expect(nationalPhoneDigits(typed)).toBe(national);
  });
  it.each(['+55 (61) 99304-0271', '061 99304-0271', '55 61 3304-0271'])('accepts and formats %s without +55 or the trunk 0', (phone) => {
    expect(isValidBrazilianPhone(phone)).toBe(true);
    expect(formatBrazilianPhone(phone)).toMatch(/^\(61\) \d{4,5}-0271$/);
  });
  it('keeps area code 55 of an 11-digit number', () => {
    expect(formatBrazilianPhone('(55) 99123-4567')).toBe('(55) 99123-4567');
    expect(formatBrazilianPhone('+55 55 99123-4567')).toBe('(55) 99123-4567');
  });
  it('formats as IXC stores phones', () => {
    expect(formatBrazilianPhone('61993040271')).toBe('(61) 99304-0271');
    expect(formatBrazilianPhone('6133040271')).toBe('(61) 3304-0271');
  });
});
