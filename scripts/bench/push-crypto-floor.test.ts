import { describe, expect, it } from 'vitest';
import { measureCryptoFloor } from './push-crypto-floor';

describe('crypto floor benchmark', () => {
  it('measures ECDH, encryption and the cached VAPID header per message', () => {
    const floor = measureCryptoFloor(20);
    expect(floor.messages).toBe(20);
    expect(Object.values(floor).every((value) => Number.isFinite(value) && value >= 0)).toBe(true);
  });
});
