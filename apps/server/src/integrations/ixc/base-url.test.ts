import { describe, expect, it } from 'vitest';
import { ixcBaseUrl } from './base-url';

describe('IXC base URL from ixc_domain', () => {
  it.each([
    ['erp.provedor.com.br', 'https://erp.provedor.com.br/webservice/v1'],
    ['erp.provedor.com.br:8443', 'https://erp.provedor.com.br:8443/webservice/v1'],
    ['http://127.0.0.1:8089', 'http://127.0.0.1:8089/webservice/v1'],
    ['http://127.0.0.1:8089/', 'http://127.0.0.1:8089/webservice/v1'],
    ['https://erp.x.com/webservice/v1', 'https://erp.x.com/webservice/v1'],
    ['https://erp.x.com/ixc', 'https://erp.x.com/ixc/webservice/v1'],
  ])('%s -> %s', (domain, url) => {
    expect(ixcBaseUrl(domain)).toBe(url);
  });

  it.each(['http://[::1', 'erp.provedor.com.br:99999', 'ftp://erp.x.com', 'https://', 'erp x.com'])('refuses %j', (domain) => {
    expect(() => ixcBaseUrl(domain)).toThrow('ixc_domain is not an http(s) address');
  });
});
