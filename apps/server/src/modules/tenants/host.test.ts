import { describe, expect, it } from 'vitest';
import { clientIdForHost } from './host';

describe('provider from the host name', () => {
  it('reads the first label', () => {
    expect(clientIdForHost('acme.central.com.br', {}, undefined)).toBe('acme');
    expect(clientIdForHost('ACME.localhost', {}, undefined)).toBe('acme');
  });
  it('sends any host containing demo to the demo provider', () => {
    expect(clientIdForHost('demo.localhost', {}, undefined)).toBe('demo');
    expect(clientIdForHost('central-demo.example.com', {}, undefined)).toBe('demo');
  });
  it('maps a configured host marker to its fixed provider id', () => {
    expect(clientIdForHost('portal.minhafibra.com.br', { minhafibra: 'mf01' }, undefined)).toBe('mf01');
  });
  it('gives bare hosts and IP addresses the default tenant, or none', () => {
    expect(clientIdForHost('localhost', {}, 'demo')).toBe('demo');
    expect(clientIdForHost('127.0.0.1', {}, 'demo')).toBe('demo');
    expect(clientIdForHost('localhost', {}, undefined)).toBeNull();
  });
  it('serves a custom domain as the provider that lists it, before any rule that reads the name', () => {
    const owners = new Map([
      ['portal.fibrasul.com.br', 'fibra-sul'],
      ['central-demo.acme.net', 'acme'],
    ]);
    expect(clientIdForHost('Portal.FibraSul.com.br.', {}, undefined, owners)).toBe('fibra-sul');
    expect(clientIdForHost('central-demo.acme.net', {}, undefined, owners)).toBe('acme');
    expect(clientIdForHost('outro.fibrasul.com.br', {}, undefined, owners)).toBe('outro');
  });
});
