import { describe, expect, it } from 'vitest';
import { certificateClientId, parseTlsDomains } from './certificate-policy';

const customDomains = new Map([['portal.fibrasul.com.br', 'fibra-sul']]);
const noDomains = { hostMarkers: { minhafibra: 'acme' }, allowedDomains: [], customDomains };
const onlyOurs = { hostMarkers: { minhafibra: 'acme' }, allowedDomains: ['central.example.com', 'minhafibra.com.br'], customDomains };

describe('certificateClientId', () => {
  it.each([
    ['acme.central.example.com', 'acme'],
    ['ACME.Central.Example.com.', 'acme'],
    ['portal.minhafibra.com.br', 'acme'],
    ['demo.central.example.com', 'demo'],
  ])('names the provider of %s under TLS_DOMAINS', (domain, clientId) => {
    expect(certificateClientId(domain, onlyOurs)).toBe(clientId);
  });

  it.each(['acme.central.example.com', 'acme.evil.com', 'portal.minhafibra.com.br', 'demo.attacker.example'])(
    'approves no name by its first label, marker or "demo" when TLS_DOMAINS is unset: %s',
    (domain) => {
      expect(certificateClientId(domain, noDomains)).toBeNull();
    },
  );

  it('names the provider that lists a custom domain, with or without TLS_DOMAINS', () => {
    expect(certificateClientId('Portal.FibraSul.com.br.', noDomains)).toBe('fibra-sul');
    expect(certificateClientId('portal.fibrasul.com.br', onlyOurs)).toBe('fibra-sul');
    expect(certificateClientId('outro.fibrasul.com.br', noDomains)).toBeNull();
  });

  it.each([
    '',
    'localhost',
    'acme',
    '10.0.0.7',
    '::1',
    'acme..example.com',
    '-acme.example.com',
    'acme.example.com:443',
    'a b.example.com',
    `${'a'.repeat(64)}.central.example.com`,
  ])('names nobody for %j', (domain) => {
    expect(certificateClientId(domain, onlyOurs)).toBeNull();
  });

  it("keeps to the operator's domains when TLS_DOMAINS names them", () => {
    expect(certificateClientId('acme.attacker.example', onlyOurs)).toBeNull();
    expect(certificateClientId('central.example.com.attacker.example', onlyOurs)).toBeNull();
  });
});

describe('parseTlsDomains', () => {
  it('reads a comma-separated list, lower-cased, without stray dots or blanks', () => {
    expect(parseTlsDomains(' Central.Example.com , .minhafibra.com.br., ')).toEqual(['central.example.com', 'minhafibra.com.br']);
    expect(parseTlsDomains(undefined)).toEqual([]);
  });
});
