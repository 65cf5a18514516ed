import { MESSAGES } from '@central/domain';
import { describe, expect, it } from 'vitest';
import { deviceLabel, firstNameOf, readDocument, signInAccount } from './auth-rules';

describe('first name for the greeting', () => {
  it.each([
    ['Maria Aparecida da Silva', 'Maria'],
    ['MARIA APARECIDA', 'Maria'],
    ['  joão  batista ', 'João'],
    ['ÉRICA', 'Érica'],
    ['', ''],
  ])('%s -> %s', (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });
});

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome no Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet no Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari no iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome no iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge no Windows',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox no Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari no macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera no Linux',
    ],
    ['curl/8.5.0', null],
    [undefined, null],
  ])('%s → %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe('the CPF/CNPJ of a sign-in', () => {
  it('formats a valid CPF or CNPJ as IXC stores it', () => {
    expect(readDocument('52998224725')).toBe('529.982.247-25');
    expect(readDocument(' 529.982.247-25 ')).toBe('529.982.247-25');
    expect(readDocument('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('refuses a missing, invalid or garbled one with its own text', () => {
    const refusal = (value: string | undefined) => {
      try {
        readDocument(value);
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    };
    expect([undefined, '', '   '].map(refusal)).toEqual(Array(3).fill(MESSAGES.cpfCnpjRequired));
    expect(['52998224724', '529.982.247-2x', '1234'].map(refusal)).toEqual(Array(3).fill(MESSAGES.cpfCnpjInvalid));
  });

  it('names the sign-in lock by the digits only', () => {
    expect(signInAccount({ id: 't1' }, '529.982.247-25')).toEqual({ tenantId: 't1', subject: '52998224725' });
  });
});
