import { describe, expect, it } from 'vitest';
import { jwtExpiry } from './jwt-expiry';

const jwt = (payload: unknown) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('jwtExpiry', () => {
  it("reads a JWT's exp without its signature, and nothing from a token that is no JWT", () => {
    expect(jwtExpiry(jwt({ sub: 'isp', exp: 1_795_000_000 }))).toEqual(new Date(1_795_000_000_000));
    expect(jwtExpiry(jwt({ sub: 'isp' }))).toBeUndefined();
    expect(jwtExpiry(jwt({ exp: 'tomorrow' }))).toBeUndefined();
    expect(jwtExpiry('opaque-token')).toBeUndefined();
    expect(jwtExpiry('a.%%%.c')).toBeUndefined();
    expect(jwtExpiry('two.parts')).toBeUndefined();
  });
});
