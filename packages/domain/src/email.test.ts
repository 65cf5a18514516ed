import { describe, expect, it } from 'vitest';
import { isValidEmail, maskEmail } from './email';

describe('e-mail', () => {
  it('validates the shape', () => {
    expect(isValidEmail('maria@example.com')).toBe(true);
    expect(isValidEmail('maria@example')).toBe(false);
    expect(isValidEmail('maria example.com')).toBe(false);
  });
  it('masks all but the first two letters of the name and of the domain', () => {
    expect(maskEmail('maria.silva@example.com')).toBe('ma*********@ex*****.com');
    expect(maskEmail('contato@paoquente.example.com')).toBe('co*****@pa***************.com');
  });
  it('never shows a short part whole', () => {
    expect(maskEmail('ab@cd.io')).toBe('a*@c*.io');
    expect(maskEmail('a@b.io')).toBe('a*@b*.io');
  });
});
