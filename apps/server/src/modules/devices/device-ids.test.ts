import { describe, expect, it } from 'vitest';
import { decodeDeviceId, encodeDeviceId, isNetworkKey, maskSerial } from './device-ids';

describe('opaque device ids', () => {
  it('round-trips an ACS id, escapes and all, through a URL-safe form without the raw serial', () => {
    const acsId = '00259E-EG8145V5-4857544320%2D1';
    const id = encodeDeviceId(acsId);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(id).not.toContain('4857544320');
    expect(decodeDeviceId(id)).toBe(acsId);
  });

  it('refuses what we could not have made', () => {
    expect(decodeDeviceId('')).toBeNull();
    expect(decodeDeviceId('a/b')).toBeNull();
    expect(decodeDeviceId('YQ==')).toBeNull();
    expect(decodeDeviceId(encodeDeviceId('bad\u0000id'))).toBeNull();
    expect(decodeDeviceId('x'.repeat(401))).toBeNull();
  });
});

describe('maskSerial', () => {
  it('shows the first and last 4 characters of a serial', () => {
    expect(maskSerial('ZTEGC8A1B2C3')).toBe('ZTEG••••B2C3');
    expect(maskSerial('48575443A1B2C3D4E5F6')).toBe('4857••••••••E5F6');
    expect(maskSerial('ABC123')).toBe('••••23');
  });
});

describe('isNetworkKey', () => {
  it("takes SPEC's {lan},{wlan} and nothing else", () => {
    expect(isNetworkKey('1,5')).toBe(true);
    expect(isNetworkKey('2.4,3')).toBe(true);
    expect(isNetworkKey('ap,1')).toBe(true);
    expect(isNetworkKey('1')).toBe(false);
    expect(isNetworkKey('1,2,3')).toBe(false);
    expect(isNetworkKey('../1,2')).toBe(false);
  });
});
