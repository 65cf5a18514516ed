import { describe, expect, it } from 'vitest';
import { maskText, maskValue } from './log-masking';

describe('log masking', () => {
  it('masks CPF and CNPJ, masked or bare, keeping only a middle group', () => {
    expect(maskText('login 529.982.247-25 ok')).toBe('login ***.982.***-** ok');
    expect(maskText('login 52998224725')).toBe('login ***.982.***-**');
    expect(maskText('cnpj 11.222.333/0001-81')).toBe('cnpj **.222.***/****-**');
  });
  it('masks e-mail addresses down to the first letter and the domain', () => {
    expect(maskText('sent to maria.silva@example.com')).toBe('sent to m***@example.com');
  });
  it('replaces secret-bearing keys entirely, at any depth', () => {
    expect(maskValue({ body: { password: 'demo123', cpfOrCnpj: '529.982.247-25' }, token: 'abc' })).toEqual({
      body: { password: '[redacted]', cpfOrCnpj: '***.982.***-**' },
      token: '[redacted]',
    });
  });
});
