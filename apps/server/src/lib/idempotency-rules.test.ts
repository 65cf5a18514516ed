import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf, isFinalAnswer, requestFingerprint } from './idempotency-rules';

describe('idempotencyKeyOf', () => {
  it('reads a UUID, bare or as a structured-field string', () => {
    const uuid = '8e03978e-40d5-43e8-bc93-6894a57f9324';
    expect(idempotencyKeyOf(uuid)).toBe(uuid);
    expect(idempotencyKeyOf(`"${uuid}"`)).toBe(uuid);
  });

  it('takes any 1 to 255 visible characters', () => {
    expect(idempotencyKeyOf('a')).toBe('a');
    expect(idempotencyKeyOf('x'.repeat(255))).toBe('x'.repeat(255));
  });

  it('is undefined without the header, and null when it is malformed', () => {
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
    for (const bad of ['', '""', 'x'.repeat(256), 'com espaço', 'ação', 'tab\there']) expect(idempotencyKeyOf(bad), bad).toBeNull();
    expect(idempotencyKeyOf(['a', 'b'])).toBeNull();
  });
});

describe('requestFingerprint', () => {
  const request = { method: 'POST', url: '/api/x', body: { a: 1, b: { c: [1, 2] } } };
  const of = (change: Partial<typeof request>) => requestFingerprint('secret', { ...request, ...change });

  it('is the same for the same request, whatever the order of its fields', () => {
    expect(of({})).toBe(of({ body: { b: { c: [1, 2] }, a: 1 } }));
  });

  it('differs with the method, the path, the body or the secret', () => {
    const first = of({});
    expect(of({ method: 'PATCH' })).not.toBe(first);
    expect(of({ url: '/api/y' })).not.toBe(first);
    expect(of({ url: '/api/x?page=2' })).not.toBe(first);
    expect(of({ body: { a: 2, b: { c: [1, 2] } } })).not.toBe(first);
    expect(of({ body: { a: 1, b: { c: [2, 1] } } })).not.toBe(first);
    expect(requestFingerprint('other', request)).not.toBe(first);
  });

  it('holds nothing of the body in clear', () => {
    expect(requestFingerprint('secret', { ...request, body: { number: '4111111111111111' } })).not.toContain('4111');
  });
});

describe('isFinalAnswer', () => {
  it('keeps successes and refusals, but not limits or failures, which a retry may get past', () => {
    expect([200, 201, 202, 204, 400, 404, 409, 422].every(isFinalAnswer)).toBe(true);
    expect([429, 500, 502, 503, 504].some(isFinalAnswer)).toBe(false);
  });
});
