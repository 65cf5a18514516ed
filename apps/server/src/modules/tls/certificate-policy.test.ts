import { describe, expect, it } from 'vitest';
import { certificateClientId, parseTlsDomains } from './certificate-policy';

const anywhere = { hostMarkers: { minhafibra: 'acme' }, allowedDomains: [] };
const onlyOurs = { hostMarkers: { minhafibra: 'acme' }, allowedDomains: ['central.example.com', 'minhafibra.com.br'] };

describe('certificateClientId', () => {
  it.each([
    ['acme.central.example.com', 'acme'],
    ['ACME.Central.Example.com.', 'acme'],
    ['portal.minhafibra.com.br', 'acme'],
    ['demo.central.example.com', 'demo'],
  ])('names the provider of %s', (domain, clientId) => {
    expect(certificateClientId(domain, anywhere)).toBe(clientId);
    expect(certificateClientId(domain, onlyOurs)).toBe(clientId);
  });

  it.each(['', 'localhost', 'acme', '10.0.0.7', '::1', 'acme..example.com', '-acme.example.com', 'acme.example.com:443', 'a b.example.com', `${'a'.repeat(64)}.example.com`])(
    'names nobody for %j',
    (domain) => {
      expect(certificateClientId(domain, anywhere)).toBeNull();
    },
  );

  it('keeps to the operator\'s domains when TLS_DOMAINS names them', () => {
    expect(certificateClientId('acme.attacker.example', anywhere)).toBe('acme');
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
