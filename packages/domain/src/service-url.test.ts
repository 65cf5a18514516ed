import { describe, expect, it } from 'vitest';
import { changesOrigin, isValidUrl, ixcDomainUrl, secretMustBeRetyped, urlOrigin } from './service-url';

describe('isValidUrl', () => {
  it.each(['https://erp.x.com', 'http://127.0.0.1:8089/webservice/v1', 'https://demo.localhost:5173/logo.png?v=1'])('takes %s', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    'http://[::1',
    'http://[::1]:8080',
    'https://erp.x.com:99999',
    'http://1.2.3.999',
    'https://user:pw@erp.x.com',
    'ftp://x.com',
    'erp.x.com',
    `https://x.com/${'a'.repeat(500)}`,
  ])('refuses %j, which the server could not call', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });
});

describe('ixcDomainUrl', () => {
  it.each([
    ['erp.provedor.com.br', 'https://erp.provedor.com.br'],
    ['erp.provedor.com.br:8443/', 'https://erp.provedor.com.br:8443'],
    ['http://127.0.0.1:8089', 'http://127.0.0.1:8089'],
  ])('reads %s as %s', (domain, url) => {
    expect(ixcDomainUrl(domain)).toBe(url);
  });

  it.each(['http://[::1', 'erp.x.com:70000', 'erp x.com', '', 'https://'])('refuses %j', (domain) => {
    expect(ixcDomainUrl(domain)).toBeNull();
  });
});

describe('the origin a secret is bound to', () => {
  it('compares scheme, host and port only', () => {
    expect(urlOrigin('HTTPS://Erp.X.com:443/a?b')).toBe('https://erp.x.com');
    expect(changesOrigin('https://erp.x.com/a', 'https://ERP.x.com:443/b')).toBe(false);
    expect(changesOrigin('https://erp.x.com', 'http://erp.x.com')).toBe(true);
    expect(changesOrigin('https://erp.x.com', 'https://erp.x.com:8443')).toBe(true);
    expect(changesOrigin('https://erp.x.com', 'https://evil.example')).toBe(true);
  });

  it('counts nothing stored as nothing to redirect', () => {
    expect(changesOrigin(null, 'https://evil.example')).toBe(false);
    expect(changesOrigin('', 'https://evil.example')).toBe(false);
  });

  it('asks for the secret again only when one is stored, none is typed and the origin moves', () => {
    const moved = { storedUrl: 'https://erp.x.com', url: 'https://evil.example' };
    expect(secretMustBeRetyped({ ...moved, secretStored: true, secretGiven: false })).toBe(true);
    expect(secretMustBeRetyped({ ...moved, secretStored: true, secretGiven: true })).toBe(false);
    expect(secretMustBeRetyped({ ...moved, secretStored: false, secretGiven: false })).toBe(false);
    expect(
      secretMustBeRetyped({ storedUrl: 'https://erp.x.com', url: 'https://erp.x.com/v2', secretStored: true, secretGiven: false }),
    ).toBe(false);
  });
});
