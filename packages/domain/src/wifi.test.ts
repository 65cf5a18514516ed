import { describe, expect, it } from 'vitest';
import { bandName, WIFI_MESSAGES, wifiConfirmationProblem, wifiPasswordProblem } from './wifi';

describe('wifiPasswordProblem', () => {
  it.each([
    ['', WIFI_MESSAGES.passwordRequired],
    ['Ab1defg', WIFI_MESSAGES.passwordTooShort],
    ['Ab1' + 'x'.repeat(61), WIFI_MESSAGES.passwordTooLong],
    ['Ação1234', WIFI_MESSAGES.passwordCharacters],
    ['ABCDEFG1', WIFI_MESSAGES.passwordNeedsLowercase],
    ['abcdefg1', WIFI_MESSAGES.passwordNeedsUppercase],
    ['Abcdefgh', WIFI_MESSAGES.passwordNeedsDigit],
  ])('refuses %j with its text', (password, text) => {
    expect(wifiPasswordProblem(password)).toBe(text);
  });

  it('accepts 8 to 63 printable characters with a lowercase, an uppercase and a digit', () => {
    expect(wifiPasswordProblem('CasaMaria2024')).toBeNull();
    expect(wifiPasswordProblem('Ab1defgh')).toBeNull();
    expect(wifiPasswordProblem('Ab1' + 'x'.repeat(60))).toBeNull();
    expect(wifiPasswordProblem('Minha rede #1 é')).toBe(WIFI_MESSAGES.passwordCharacters);
    expect(wifiPasswordProblem('Minha rede #1!')).toBeNull();
  });

  it("uses the Wi-Fi password rule's own words", () => {
    expect(WIFI_MESSAGES.passwordNeedsUppercase).toBe('A senha deve conter pelo menos uma letra maiúscula');
    expect(WIFI_MESSAGES.passwordTooShort).toBe('A senha deve ter no mínimo 8 caracteres');
  });
});

describe('wifiConfirmationProblem', () => {
  it('asks for the confirmation, then for a match', () => {
    expect(wifiConfirmationProblem('CasaMaria2024', '')).toBe(WIFI_MESSAGES.confirmationRequired);
    expect(wifiConfirmationProblem('CasaMaria2024', 'CasaMaria2025')).toBe(WIFI_MESSAGES.passwordsMustMatch);
    expect(wifiConfirmationProblem('CasaMaria2024', 'CasaMaria2024')).toBeNull();
  });
});

describe('bandName', () => {
  it('names the bands as routers do', () => {
    expect(bandName('2.4')).toBe('2.4 GHz');
    expect(bandName('5.8')).toBe('5 GHz');
  });
});
