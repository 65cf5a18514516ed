import { generateKeyPairSync, verify } from 'node:crypto';
import { IXC_ACS_SANDBOX_CLIENT } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { InvalidAcsKeyError, readPrivateKey, signJwt } from './jwt';

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const t0 = new Date('2026-03-01T10:00:00Z');

describe('the IXC ACS JWT', () => {
  it('is ES256 with iss, iat and exp five minutes later, verifiable with the public key', () => {
    const { token, iat, exp } = signJwt(readPrivateKey(IXC_ACS_SANDBOX_CLIENT.privateKeyPem), IXC_ACS_SANDBOX_CLIENT.issuerId, t0);
    const [header, claims, signature] = token.split('.') as [string, string, string];
    expect(decode(header)).toEqual({ alg: 'ES256', typ: 'JWT' });
    expect(decode(claims)).toEqual({ iss: IXC_ACS_SANDBOX_CLIENT.issuerId, iat: t0.getTime() / 1000, exp: t0.getTime() / 1000 + 300 });
    expect([iat, exp]).toEqual([t0.getTime() / 1000, t0.getTime() / 1000 + 300]);
    const signed = Buffer.from(`${header}.${claims}`);
    expect(Buffer.from(signature, 'base64url')).toHaveLength(64);
    expect(
      verify(
        'sha256',
        signed,
        { key: IXC_ACS_SANDBOX_CLIENT.publicKeyPem, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
  });

  it('accepts a PEM pasted with literal \\n', () => {
    expect(readPrivateKey(IXC_ACS_SANDBOX_CLIENT.privateKeyPem.replace(/\n/g, '\\n')).asymmetricKeyType).toBe('ec');
  });

  it.each([
    ['garbage', 'not a key at all'],
    ['an RSA key', generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()],
    ['a P-384 key', generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()],
    ['a truncated key', IXC_ACS_SANDBOX_CLIENT.privateKeyPem.slice(0, 80)],
  ])('refuses %s without quoting it', (_name, pem) => {
    let caught: unknown;
    try {
      readPrivateKey(pem);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidAcsKeyError);
    expect((caught as Error).message).toBe('the IXC ACS private key is not an EC P-256 private key in PEM');
  });
});
