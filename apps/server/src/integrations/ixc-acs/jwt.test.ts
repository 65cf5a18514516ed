import { generateKeyPairSync, verify } from 'node:crypto';
import { IXC_ACS_SANDBOX_CLIENT } from '@central/sandbox';
import { describe, expect, it } from 'vitest';
import { createJwtSource, InvalidAcsKeyError, readPrivateKey, signJwt } from './jwt';

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const claimsOf = (token: string) => decode(token.split('.')[1]!);
const t0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
let connections = 0;
/** A connection no other test shares: the JWT cache is per connection and lives as long as the module. */
const connection = () => ({ url: `http://acs-${++connections}.test`, issuerId: IXC_ACS_SANDBOX_CLIENT.issuerId, privateKey: IXC_ACS_SANDBOX_CLIENT.privateKeyPem });

describe('the IXC ACS JWT', () => {
  it('is ES256 with iss, iat and exp five minutes later, verifiable with the public key', () => {
    const { token, iat, exp } = signJwt(readPrivateKey(IXC_ACS_SANDBOX_CLIENT.privateKeyPem), IXC_ACS_SANDBOX_CLIENT.issuerId, t0);
    const [header, claims, signature] = token.split('.') as [string, string, string];
    expect(decode(header)).toEqual({ alg: 'ES256', typ: 'JWT' });
    expect(decode(claims)).toEqual({ iss: IXC_ACS_SANDBOX_CLIENT.issuerId, iat: t0.getTime() / 1000, exp: t0.getTime() / 1000 + 300 });
    expect([iat, exp]).toEqual([t0.getTime() / 1000, t0.getTime() / 1000 + 300]);
    const signed = Buffer.from(`${header}.${claims}`);
    expect(Buffer.from(signature, 'base64url')).toHaveLength(64);
    expect(verify('sha256', signed, { key: IXC_ACS_SANDBOX_CLIENT.publicKeyPem, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  });

  it('is reused until 30 seconds before it expires, then minted again', () => {
    let clock = t0;
    const source = createJwtSource(connection(), () => clock);
    const first = source.get();
    expect(first.fresh).toBe(true);
    clock = at(269);
    expect(source.get()).toEqual({ token: first.token, fresh: false });
    clock = at(271);
    const renewed = source.get();
    expect(renewed.fresh).toBe(true);
    expect(claimsOf(renewed.token).iat).toBe(at(271).getTime() / 1000);
    clock = at(2000);
    expect(claimsOf(source.get().token).iat).toBe(at(2000).getTime() / 1000);
  });

  it('is shared by the sources of one connection and not by another', () => {
    const shared = connection();
    const token = createJwtSource(shared, () => t0).get().token;
    expect(createJwtSource(shared, () => at(10)).get()).toEqual({ token, fresh: false });
    expect(createJwtSource(connection(), () => at(10)).get().fresh).toBe(true);
  });

  it('is minted again after the ACS refused it', () => {
    const source = createJwtSource(connection(), () => t0);
    const { token } = source.get();
    source.invalidate('some other token');
    expect(source.get().token).toBe(token);
    source.invalidate(token);
    expect(source.get().fresh).toBe(true);
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
