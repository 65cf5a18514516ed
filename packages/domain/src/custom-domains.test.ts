import { describe, expect, it } from 'vitest';
import { customDomainsProblem, isCustomDomain, normalizeCustomDomain } from './custom-domains';
import { MESSAGES } from './messages';

describe('custom domains', () => {
  it.each(['portal.fibrasul.com.br', 'central.acme.net', 'a-b.example'])('takes %s', (domain) => {
    expect(isCustomDomain(domain)).toBe(true);
  });

  it.each([
    'https://portal.x.com',
    'portal.x.com:443',
    'portal.x.com/',
    'Portal.x.com',
    'localhost',
    '10.0.0.7',
    'portal..x.com',
    '-portal.x.com',
    'portal.x.com.',
    `${'a'.repeat(64)}.x.com`,
  ])('refuses %j', (domain) => {
    expect(isCustomDomain(domain)).toBe(false);
  });

  it('stores a typed name trimmed and lower-case', () => {
    expect(normalizeCustomDomain('  Portal.FibraSul.com.BR ')).toBe('portal.fibrasul.com.br');
  });

  it('names the first problem of a list', () => {
    expect(customDomainsProblem(undefined)).toBeNull();
    expect(customDomainsProblem(['portal.x.com', 'app.x.com'])).toBeNull();
    expect(customDomainsProblem(['portal.x.com', 'https://app.x.com'])).toBe(MESSAGES.customDomainInvalid);
    expect(customDomainsProblem(['portal.x.com', 'portal.x.com'])).toBe(MESSAGES.customDomainDuplicate);
    expect(customDomainsProblem(Array.from({ length: 21 }, (_, i) => `p${i}.x.com`))).toBe(MESSAGES.customDomainInvalid);
  });
});
